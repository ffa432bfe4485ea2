import FoundationEssentials

/// A complete answer: status and headers of the final response after
/// redirects, and its body.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// The URL the body came from, after redirects.
    public var url: URL
    public var redirectCount: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// "HTTP/1.1", "HTTP/2" and so on, as negotiated; "HTTP" when unknown.
    public var protocolVersion: String

    public init(status: Int, url: URL, redirectCount: Int = 0, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
                protocolVersion: String = "HTTP") {
        self.protocolVersion = protocolVersion
        self.status = status
        self.url = url
        self.redirectCount = redirectCount
        self.headers = headers
        self.body = body
    }

    public var wasRedirected: Bool { redirectCount > 0 }

    public var isSuccess: Bool { (200..<300).contains(status) }

    public func header(_ name: String) -> String? {
        headers.last(where: { $0.name.equalsIgnoringASCIICase(name) })?.value
    }

    public var contentType: ContentType? { header("Content-Type").map(ContentType.init(parsing:)) }
}
