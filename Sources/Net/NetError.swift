import FoundationEssentials

/// Why a request produced no usable page, in terms a user can act on. Each
/// failure has its own case so that callers (and tests) can tell them apart.
package enum NetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Name lookup failed: offline, or a typo in the host name.
    case hostNotFound(host: String)
    case connectionRefused(host: String)
    case connectTimedOut(host: String, seconds: Int)
    case connectionReset
    /// Connected, but nothing arrived for this long.
    case timedOut(seconds: Int)
    /// Bytes kept arriving, but the whole answer did not within this long (a trickle).
    case answerTooSlow(seconds: Int)
    case tls(String)
    case tooManyRedirects(limit: Int)
    case forbiddenRedirect(to: String)
    case unsupportedScheme(String)
    case tooLarge(limit: Int)
    /// The server answered, but not with success.
    case httpStatus(Int)
    /// The server answered with something that is not a page.
    case notHTML(mediaType: String)
    /// The server answered, but not in HTTP libcurl could read: a broken status line or
    /// length, HTTP/0.9, a header too long, a body that does not decompress.
    case malformedAnswer(String)
    case cancelled
    case other(String)

    package var description: String {
        switch self {
        case .hostNotFound(let host): return "could not find host \(host) (offline, or a typo in the name?)"
        case .connectionRefused(let host): return "\(host) refused the connection (is the server running?)"
        case .connectTimedOut(let host, let seconds): return "could not connect to \(host) within \(seconds) s"
        case .connectionReset: return "the server closed the connection before the answer was complete"
        case .timedOut(let seconds): return "the server sent nothing for \(seconds) s"
        case .answerTooSlow(let seconds):
            return "the answer was still arriving after \(seconds) s (the server sends it too slowly)"
        case .tls(let detail): return "secure connection failed: \(detail)"
        case .tooManyRedirects(let limit): return "more than \(limit) redirects (a redirect loop?)"
        case .forbiddenRedirect(let target): return "refused a redirect to \(target): only http and https are followed"
        case .unsupportedScheme(let scheme): return "cannot load \(scheme): URLs"
        case .tooLarge(let limit):
            return "the answer is larger than \(ByteCount.format(limit)) (raise the limit with --max-body-size)"
        case .httpStatus(let status): return "the server answered HTTP \(status)"
        case .notHTML(let mediaType): return "the answer is \(mediaType), not a page"
        case .malformedAnswer(let detail): return "the server's answer is broken (\(detail))"
        case .cancelled: return "cancelled"
        case .other(let detail): return detail
        }
    }
}
