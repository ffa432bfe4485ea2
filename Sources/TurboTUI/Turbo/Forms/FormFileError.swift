/// Why a file the user named cannot be attached; the message names the path.
public enum FormFileError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case directory(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing(let path): "No file at \(path)"
        case .directory(let path): "\(path) is a directory, not a file"
        case .unreadable(let path): "\(path) cannot be read (permissions?)"
        }
    }
}
