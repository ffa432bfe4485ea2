/// Something wrong with the cookie file, reported to the user; the cookies
/// in memory keep working either way.
public enum CookieJarProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was not a cookies.txt; it was kept under another name.
    case corruptMovedAside(path: String, movedTo: String, line: Int, reason: String)
    /// The file was damaged and could not even be moved: it is left alone and never overwritten.
    case corruptLeftInPlace(path: String, line: Int, reason: String)
    /// The file could not be read; it is left alone and never overwritten.
    case unreadable(path: String, reason: String)
    case cannotSave(path: String, reason: String)
    /// Group or others could read or write the file (`mode`); it was changed to 0600 and then used.
    case madePrivate(path: String, mode: Int)

    public var description: String {
        switch self {
        case .corruptMovedAside(let path, let movedTo, let line, let reason):
            return "cookie file \(path) is damaged (\(Self.place(line))\(reason)); kept it as \(movedTo) and started with no saved cookies"
        case .corruptLeftInPlace(let path, let line, let reason):
            return "cookie file \(path) is damaged (\(Self.place(line))\(reason)) and could not be moved; cookies will not be saved this run"
        case .unreadable(let path, let reason):
            return "cannot read cookie file \(path): \(reason); cookies will not be saved this run"
        case .cannotSave(let path, let reason):
            return "cannot save cookies to \(path): \(reason)"
        case .madePrivate(let path, let mode):
            return "cookie file \(path) could be read by others (mode \(String(mode, radix: 8))); made it private (600)"
        }
    }

    private static func place(_ line: Int) -> String { line > 0 ? "line \(line): " : "" }
}
