import FoundationEssentials

/// What a `FixtureTransport` answers by: the method and the URL, without
/// its fragment (a fragment never goes on the wire).
struct FixtureRoute: Hashable, Sendable, CustomStringConvertible {
    let method: HTTPRequest.Method
    let url: String

    init(_ method: HTTPRequest.Method, _ url: URL) {
        self.method = method
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        components?.fragment = nil
        self.url = components?.string ?? url.absoluteString
    }

    var description: String { "\(method.rawValue) \(url)" }
}
