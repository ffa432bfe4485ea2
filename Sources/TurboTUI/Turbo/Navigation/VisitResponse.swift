/// A response the client already holds, e.g. the page a form submission was
/// redirected to. A visit that carries one renders it instead of asking the
/// server again, so a flash message shown once is not lost to a second GET.
public struct VisitResponse: Sendable {
    public var response: HTTPResponse

    public init(_ response: HTTPResponse) {
        self.response = response
    }
}

extension VisitResponse: Equatable {
    // Status, final URL and body identify a response well enough for
    // comparing decisions; headers are not Equatable tuples.
    public static func == (lhs: VisitResponse, rhs: VisitResponse) -> Bool {
        lhs.response.status == rhs.response.status && lhs.response.url == rhs.response.url
            && lhs.response.body == rhs.response.body
    }
}
