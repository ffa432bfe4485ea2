import FoundationEssentials

/// What a session asks the network for. A value: it crosses from the Turbo
/// layer into the transport unchanged.
package struct HTTPRequest: Sendable, Equatable {
    package enum Method: String, Sendable {
        case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE", head = "HEAD"
    }

    package var method: Method
    package var url: URL
    /// In order; names compare case-insensitively on the wire.
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]?
    /// For a server that asks for HTTP authentication (the user gave them in
    /// this run); sent by curl, only to this request's origin.
    package var credentials: HTTPCredentials?
    /// False for a request a page makes to another origin (`CrossOriginRead`):
    /// no cookie goes with it and none it sets is kept.
    package var sendsCookies = true
    /// True for a request whose answer must come from its own origin (an
    /// iframe's document): a redirect to another origin is refused, not followed.
    package var staysInOrigin = false

    package init(method: Method = .get, url: URL, headers: [(name: String, value: String)] = [], body: [UInt8]? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    package func header(_ name: String) -> String? {
        headers.first(where: { $0.name.equalsIgnoringASCIICase(name) })?.value
    }

    /// The header lines handed to curl: the caller's, a default Accept, and
    /// an empty `Expect` so that curl sends a form body at once instead of
    /// waiting for "100 Continue". A header whose name or value holds a line
    /// break or NUL is left out: a value taken from a page (a frame id, a
    /// token) must not be able to end its line and add headers of its own.
    package var wireHeaderLines: [String] {
        var lines = headers.filter { header in
            !header.name.isEmpty && !(header.name + header.value).unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
        }.map { "\($0.name): \($0.value)" }
        if header("Accept") == nil { lines.append("Accept: text/html, application/xhtml+xml") }
        lines.append("Expect:")
        return lines
    }

    package static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body && lhs.credentials == rhs.credentials
            && lhs.sendsCookies == rhs.sendsCookies && lhs.staysInOrigin == rhs.staysInOrigin
            && lhs.headers.map { "\($0.name): \($0.value)" } == rhs.headers.map { "\($0.name): \($0.value)" }
    }
}
