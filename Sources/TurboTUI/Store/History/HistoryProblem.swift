/// Something wrong with the history file, reported to the user; browsing
/// goes on and the visits of this run are kept in memory either way.
public enum HistoryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was not a history file; it was kept under another name.
    case corruptMovedAside(path: String, movedTo: String, line: Int, reason: String)
    /// The file was damaged and could not even be moved: it is left alone and never written.
    case corruptLeftInPlace(path: String, line: Int, reason: String)
    /// The file could not be read (or is a directory); it is left alone and never written.
    case unreadable(path: String, reason: String)
    /// A visit could not be appended (a full disk); the file keeps every line it had.
    case cannotSave(path: String, reason: String)
    /// The file was over its cap and could not be shortened; it keeps every line.
    case cannotCompact(path: String, reason: String)
    /// Group or others could read or write the file (`mode`); it was changed to 0600 and then used.
    case madePrivate(path: String, mode: Int)

    public var description: String {
        switch self {
        case .corruptMovedAside(let path, let movedTo, let line, let reason):
            return "history file \(path) is damaged (\(Self.place(line))\(reason)); kept it as \(movedTo) and started a new history"
        case .corruptLeftInPlace(let path, let line, let reason):
            return "history file \(path) is damaged (\(Self.place(line))\(reason)) and could not be moved; history will not be saved this run"
        case .unreadable(let path, let reason):
            return "cannot read history file \(path): \(reason); history will not be saved this run"
        case .cannotSave(let path, let reason):
            return "cannot save history to \(path): \(reason); the visit is kept for this run only"
        case .cannotCompact(let path, let reason):
            return "cannot shorten history file \(path): \(reason); it keeps every line"
        case .madePrivate(let path, let mode):
            return "history file \(path) could be read by others (mode \(String(mode, radix: 8))); made it private (600)"
        }
    }

    private static func place(_ line: Int) -> String { line > 0 ? "line \(line): " : "" }
}
