import FoundationEssentials
import Net

/// What the Turbo layer wants fetched, before it becomes an `HTTPRequest`:
/// a page visit, a frame load, or a form submission (in a frame or not).
package struct TurboFetch: Equatable, Sendable {
    package var method: HTTPRequest.Method
    package var url: URL
    package var body: [UInt8]?
    package var contentType: String?
    /// The `<turbo-frame id>` this fetch fills; nil for page visits.
    package var frameID: String?
    package var isFormSubmission: Bool
    /// `data-turbo-stream` on the link or form.
    package var asksForStream: Bool
    /// The page the request is made from.
    package var referrer: URL?
    /// From `CSRFToken.find`; sent only with non-GET form submissions.
    package var csrfToken: String?
    /// Sent before the user asks for it (turbo-wire R6): `X-Sec-Purpose: prefetch`.
    package var isPrefetch = false

    package init(method: HTTPRequest.Method = .get, url: URL, body: [UInt8]? = nil, contentType: String? = nil,
                frameID: String? = nil, isFormSubmission: Bool = false, asksForStream: Bool = false,
                referrer: URL? = nil, csrfToken: String? = nil) {
        self.method = method
        self.url = url
        self.body = body
        self.contentType = contentType
        self.frameID = frameID
        self.isFormSubmission = isFormSubmission
        self.asksForStream = asksForStream
        self.referrer = referrer
        self.csrfToken = csrfToken
    }

    /// A stream answer is welcome for non-GET forms and when asked for (D1).
    package var acceptsStream: Bool { asksForStream || (isFormSubmission && method != .get) }
}
