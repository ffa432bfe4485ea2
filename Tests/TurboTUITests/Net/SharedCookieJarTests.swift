import Foundation
import Testing
import Net

/// The point of the product: the main and the modal session are separate
/// clients, yet a cookie one of them receives is sent by the other.
@Suite("One cookie jar for every session")
struct SharedCookieJarTests {
    private func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/login":
                return .html("<p>in</p>", headers: [("Set-Cookie", "session_id=s3cr3t; Path=/; HttpOnly"),
                                                    ("Set-Cookie", "remember=me; Path=/; Max-Age=86400")])
            default:
                return .html("<p>\(request.header("Cookie") ?? "no cookies")</p>")
            }
        }
    }

    private func body(_ transport: CurlTransport, _ url: URL) throws -> String {
        String(decoding: try transport.fetch(HTTPRequest(url: url)).get().body, as: UTF8.self)
    }

    @Test func twoTransportsOnOneJarShareCookies() throws {
        let server = try server()
        defer { server.stop() }
        let jar = CookieJar()
        let main = CurlTransport(cookieJar: jar)
        let modal = CurlTransport(cookieJar: jar)
        #expect(try body(modal, server.url("/profile")) == "<p>no cookies</p>")
        _ = try body(main, server.url("/login"))
        let sent = try body(modal, server.url("/profile"))
        #expect(sent.contains("session_id=s3cr3t"))
        #expect(sent.contains("remember=me"))
    }

    @Test func twoSessionsOnOneTransportShareCookies() throws {
        let server = try server()
        defer { server.stop() }
        let transport = CurlTransport()
        var modalSaw = ""
        transport.start(HTTPRequest(url: server.url("/login"))) { _ in
            transport.start(HTTPRequest(url: server.url("/modal"))) { result in
                modalSaw = (try? result.get()).map { String(decoding: $0.body, as: UTF8.self) } ?? ""
            }
        }
        transport.runUntilIdle()
        #expect(modalSaw.contains("session_id=s3cr3t"))
    }

    @Test func separateJarsDoNotShare() throws {
        let server = try server()
        defer { server.stop() }
        _ = try body(CurlTransport(), server.url("/login"))
        #expect(try body(CurlTransport(), server.url("/profile")) == "<p>no cookies</p>")
    }

    @Test func scriptsSeeOnlyCookiesThatAreNotHttpOnly() throws {
        let server = try server()
        defer { server.stop() }
        let transport = CurlTransport()
        _ = try body(transport, server.url("/login"))
        #expect(transport.cookieJar.cookies.map(\.name).sorted() == ["remember", "session_id"])
        #expect(transport.cookieJar.scriptVisibleCookies(for: server.url("/any")).map(\.name) == ["remember"])
    }
}
