import Net
/// Why a source gave no usable configuration. The last good one stays.
package enum PathConfigurationLoadFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSource(String)
    case unreadableFile(reason: String)
    case tooLarge(limit: Int)
    case network(NetError)
    case httpStatus(Int)
    case unusable(PathConfigurationError)

    package var description: String {
        switch self {
        case .invalidSource(let argument):
            return "'\(argument)' is neither a file nor an http:// or https:// URL"
        case .unreadableFile(let reason): return "cannot read the file: \(reason)"
        case .tooLarge(let limit): return "larger than \(limit >> 20) MiB, which no path configuration needs"
        case .network(let error): return "\(error)"
        case .httpStatus(let status): return "the server answered HTTP \(status), not 200"
        case .unusable(let error): return "\(error)"
        }
    }
}
