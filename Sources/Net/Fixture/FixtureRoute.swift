import FoundationEssentials

/// What a `FixtureTransport` answers by: the method and the URL, without
/// its fragment (a fragment never goes on the wire).
package struct FixtureRoute: Hashable, Sendable, CustomStringConvertible {
    package let method: HTTPRequest.Method
    package let url: String

    package init(_ method: HTTPRequest.Method, _ url: URL) {
        self.method = method
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        components?.fragment = nil
        self.url = components?.string ?? url.absoluteString
    }

    package var description: String { "\(method.rawValue) \(url)" }
}
