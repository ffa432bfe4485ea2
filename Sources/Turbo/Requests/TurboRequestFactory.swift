import Net
/// Turns a `TurboFetch` into the `HTTPRequest` Turbo would send, with the
/// headers of turbo-wire D1-D4; the Net layer only carries them. One factory
/// per browser, so its request ids are the ones a `refresh` stream is
/// checked against.
package struct TurboRequestFactory: Sendable {
    package private(set) var requestIDs = RequestIDHistory()

    package init() {}

    package mutating func request(for fetch: TurboFetch) -> HTTPRequest {
        var headers: [(name: String, value: String)] = [
            ("Accept", AcceptHeader.value(acceptsStream: fetch.acceptsStream)),
            ("X-Turbo-Request-Id", requestIDs.next()),
        ]
        if fetch.isPrefetch {
            headers.append(("X-Sec-Purpose", "prefetch"))
        }
        if let frameID = fetch.frameID {
            headers.append(("Turbo-Frame", frameID))
        }
        if fetch.isFormSubmission, fetch.method != .get, let token = fetch.csrfToken {
            headers.append(("X-CSRF-Token", token))
        }
        if let page = fetch.referrer, let referrer = Referrer.header(from: page, to: fetch.url) {
            headers.append(("Referer", referrer))
        }
        if let contentType = fetch.contentType, fetch.body != nil {
            headers.append(("Content-Type", contentType))
        }
        return HTTPRequest(method: fetch.method, url: fetch.url, headers: headers, body: fetch.body)
    }
}
