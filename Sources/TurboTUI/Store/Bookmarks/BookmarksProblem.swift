/// Something wrong with the bookmarks file, reported to the user; the
/// bookmarks in memory keep working either way.
public enum BookmarksProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was not a Netscape bookmark file; it was kept under another name.
    case corruptMovedAside(path: String, movedTo: String, reason: String)
    /// The file was damaged and could not even be moved: it is left alone and never overwritten.
    case corruptLeftInPlace(path: String, reason: String)
    /// The file could not be read; it is left alone and never overwritten.
    case unreadable(path: String, reason: String)
    /// The new file could not be written (a full disk); the old one is as it was.
    case cannotSave(path: String, reason: String)
    /// Group or others could read or write the file (`mode`); it was changed to 0600 and then used.
    case madePrivate(path: String, mode: Int)

    public var description: String {
        switch self {
        case .corruptMovedAside(let path, let movedTo, let reason):
            return "bookmarks file \(path) is damaged (\(reason)); kept it as \(movedTo) and started with no bookmarks"
        case .corruptLeftInPlace(let path, let reason):
            return "bookmarks file \(path) is damaged (\(reason)) and could not be moved; bookmarks will not be saved this run"
        case .unreadable(let path, let reason):
            return "cannot read bookmarks file \(path): \(reason); bookmarks will not be saved this run"
        case .cannotSave(let path, let reason):
            return "cannot save bookmarks to \(path): \(reason); the file is as it was"
        case .madePrivate(let path, let mode):
            return "bookmarks file \(path) could be read by others (mode \(String(mode, radix: 8))); made it private (600)"
        }
    }
}
