import Foundation
import Testing
import Net
import Turbo

/// The headers Turbo sends (turbo-wire D1-D4), checked where they arrive:
/// on a real server, through the real transport.
@Suite("Turbo request headers")
struct TurboRequestFactoryTests {
    private let page = URL(string: "http://127.0.0.1/posts/1#comments")!

    private func send(_ fetch: (URL) -> TurboFetch) throws -> LoopbackHTTPServer.Request {
        let server = try LoopbackHTTPServer { _ in .html("<p>ok</p>") }
        defer { server.stop() }
        var factory = TurboRequestFactory()
        _ = try CurlTransport().fetch(factory.request(for: fetch(server.url("/target")))).get()
        return try #require(server.requests.first)
    }

    @Test func aPageVisitAsksForHTMLOnly() throws {
        let received = try send { TurboFetch(url: $0, referrer: $0.appendingPathComponent("from")) }
        #expect(received.method == "GET")
        #expect(received.header("Accept") == "text/html, application/xhtml+xml")
        #expect(received.header("Turbo-Frame") == nil)
        #expect(received.header("X-CSRF-Token") == nil)
        #expect(received.header("Referer")?.hasSuffix("/target/from") == true)
        let id = try #require(received.header("X-Turbo-Request-Id"))
        #expect(id.range(of: "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", options: .regularExpression) != nil)
    }

    @Test func aFrameLoadNamesItsFrame() throws {
        let received = try send { TurboFetch(url: $0, frameID: "comments") }
        #expect(received.header("Turbo-Frame") == "comments")
        #expect(received.header("Accept") == "text/html, application/xhtml+xml")
    }

    @Test func aNonGETFormAcceptsStreamsAndCarriesTheToken() throws {
        let received = try send {
            TurboFetch(method: .post, url: $0, body: Array("title=hi".utf8), contentType: "application/x-www-form-urlencoded",
                       isFormSubmission: true, csrfToken: "tok+en==")
        }
        #expect(received.method == "POST")
        #expect(received.header("Accept") == "text/vnd.turbo-stream.html, text/html, application/xhtml+xml")
        #expect(received.header("X-CSRF-Token") == "tok+en==")
        #expect(received.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(received.body == Array("title=hi".utf8))
    }

    @Test func aGETFormSendsNoTokenAndAsksForStreamsOnlyWhenMarked() {
        var factory = TurboRequestFactory()
        let url = URL(string: "http://x.test/search?q=a")!
        let plain = factory.request(for: TurboFetch(url: url, isFormSubmission: true, csrfToken: "t"))
        #expect(plain.header("X-CSRF-Token") == nil)
        #expect(plain.header("Accept") == AcceptHeader.html)
        let marked = factory.request(for: TurboFetch(url: url, isFormSubmission: true, asksForStream: true))
        #expect(marked.header("Accept") == AcceptHeader.turboStreamOrHTML)
    }

    @Test func theLastTwentyRequestIDsAreRemembered() {
        var factory = TurboRequestFactory()
        let ids = (0..<25).compactMap { _ in factory.request(for: TurboFetch(url: page)).header("X-Turbo-Request-Id") }
        #expect(Set(ids).count == 25)
        #expect(factory.requestIDs.ids == Array(ids.suffix(20)))
        #expect(factory.requestIDs.contains(ids[24].uppercased()))
        #expect(!factory.requestIDs.contains(ids[4]))
        #expect(factory.requestIDs.contains(ids[5]))
    }
}
