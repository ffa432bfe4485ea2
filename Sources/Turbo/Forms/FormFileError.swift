/// Why a file the user named cannot be attached; the message names the path.
package enum FormFileError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case directory(String)
    case unreadable(String)
    case tooLarge(String, bytes: Int, limit: Int)

    package var description: String {
        switch self {
        case .missing(let path): "No file at \(path)"
        case .directory(let path): "\(path) is a directory, not a file"
        case .unreadable(let path): "\(path) cannot be read (permissions?)"
        case .tooLarge(let path, let bytes, let limit):
            "\(path) is \(bytes / 1_048_576) MiB; files over \(limit / 1_048_576) MiB are not attached"
        }
    }
}
