import Foundation

/// Why a request produced no response, in terms a user can act on.
public enum NetError: Error, Equatable, Sendable, CustomStringConvertible {
    case hostNotFound(host: String)
    case connectionRefused(host: String)
    case connectionReset
    case timedOut(seconds: Int)
    case tls(String)
    case tooManyRedirects(limit: Int)
    case forbiddenRedirect(to: String)
    case unsupportedScheme(String)
    case tooLarge(limit: Int)
    case cancelled
    case other(String)

    public var description: String {
        switch self {
        case .hostNotFound(let host): return "could not find host \(host) (offline, or a typo in the name?)"
        case .connectionRefused(let host): return "\(host) refused the connection (is the server running?)"
        case .connectionReset: return "the server closed the connection before answering"
        case .timedOut(let seconds): return "no answer within \(seconds) s"
        case .tls(let detail): return "secure connection failed: \(detail)"
        case .tooManyRedirects(let limit): return "more than \(limit) redirects (a redirect loop?)"
        case .forbiddenRedirect(let target): return "refused a redirect to \(target): only http and https are followed"
        case .unsupportedScheme(let scheme): return "cannot load \(scheme): URLs"
        case .tooLarge(let limit): return "the page is larger than \(limit / (1 << 20)) MiB (raise the limit with --max-body-size)"
        case .cancelled: return "cancelled"
        case .other(let detail): return detail
        }
    }
}
