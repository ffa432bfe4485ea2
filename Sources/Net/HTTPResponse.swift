import FoundationEssentials

/// A complete answer: status and headers of the final response after
/// redirects, and its body.
package struct HTTPResponse: Sendable {
    package var status: Int
    /// The URL the body came from, after redirects.
    package var url: URL
    package var redirectCount: Int
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]
    /// "HTTP/1.1", "HTTP/2" and so on, as negotiated; "HTTP" when unknown.
    package var protocolVersion: String

    package init(status: Int, url: URL, redirectCount: Int = 0, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
                protocolVersion: String = "HTTP") {
        self.protocolVersion = protocolVersion
        self.status = status
        self.url = url
        self.redirectCount = redirectCount
        self.headers = headers
        self.body = body
    }

    package var wasRedirected: Bool { redirectCount > 0 }

    package var isSuccess: Bool { (200..<300).contains(status) }

    package func header(_ name: String) -> String? {
        headers.last(where: { $0.name.equalsIgnoringASCIICase(name) })?.value
    }

    package var contentType: ContentType? { header("Content-Type").map(ContentType.init(parsing:)) }
}
