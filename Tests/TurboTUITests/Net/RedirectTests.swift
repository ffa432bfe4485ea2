import Foundation
import Testing
import Net

/// Redirects follow Turbo's method rules (turbo-wire D8), go only to http and
/// https, and report where the page ended up.
@Suite("Redirects")
struct RedirectTests {
    private static let form: [(name: String, value: String)] = [("Content-Type", "application/x-www-form-urlencoded"),
                                                               ("X-CSRF-Token", "token")]

    private func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let path = request.target.split(separator: "?").first.map(String.init) ?? ""
            switch path {
            case "/303", "/302", "/301", "/307", "/308": return .redirect(to: "/landing", status: Int(path.dropFirst())!)
            case "/to-file": return .redirect(to: "file:///etc/passwd")
            case "/to-ftp": return .redirect(to: "ftp://127.0.0.1/x")
            case "/login": return .respond(status: 303, headers: [("Location", "/home"), ("Set-Cookie", "session=s1; Path=/")], body: [])
            case "/elsewhere": return .redirect(to: request.header("X-Target") ?? "/")
            default:
                let cookie = request.header("Cookie") ?? "-"
                return .html("<p>\(request.method) \(path) \(request.body.count) \(cookie)</p>")
            }
        }
    }

    private func post(_ method: HTTPRequest.Method, _ url: URL) -> HTTPRequest {
        HTTPRequest(method: method, url: url, headers: Self.form, body: Array("title=hi".utf8))
    }

    @Test(arguments: [
        (HTTPRequest.Method.post, 303, "<p>GET /landing 0 -</p>"),
        (.put, 303, "<p>GET /landing 0 -</p>"),
        (.post, 302, "<p>GET /landing 0 -</p>"),
        (.post, 301, "<p>GET /landing 0 -</p>"),
        (.put, 302, "<p>PUT /landing 8 -</p>"),
        (.post, 307, "<p>POST /landing 8 -</p>"),
        (.patch, 308, "<p>PATCH /landing 8 -</p>"),
    ])
    func methodRules(method: HTTPRequest.Method, status: Int, expected: String) throws {
        let server = try server()
        defer { server.stop() }
        let response = try CurlTransport().fetch(post(method, server.url("/\(status)"))).get()
        #expect(String(decoding: response.body, as: UTF8.self) == expected)
        #expect(response.url == server.url("/landing"))
        #expect(response.wasRedirected)
        #expect(response.redirectCount == 1)
        let landing = try #require(server.requests.last)
        #expect((landing.header("Content-Type") != nil) == (landing.method != "GET"))
        #expect(landing.header("X-CSRF-Token") == "token")
    }

    @Test func theFragmentSurvivesTheRedirect() throws {
        let server = try server()
        defer { server.stop() }
        let response = try CurlTransport().fetch(HTTPRequest(url: URL(string: server.url("/303").absoluteString + "#comments")!)).get()
        #expect(response.url.absoluteString == server.url("/landing").absoluteString + "#comments")
        #expect(server.requests.allSatisfy { !$0.target.contains("#") })
    }

    @Test func anUnredirectedAnswerSaysSo() throws {
        let server = try server()
        defer { server.stop() }
        let response = try CurlTransport().fetch(HTTPRequest(url: server.url("/page"))).get()
        #expect(!response.wasRedirected)
        #expect(response.url == server.url("/page"))
    }

    @Test(arguments: [("/to-file", "file:///etc/passwd"), ("/to-ftp", "ftp://127.0.0.1/x")])
    func aRedirectToAnotherSchemeIsRefused(path: String, target: String) throws {
        let server = try server()
        defer { server.stop() }
        #expect(CurlTransport().fetch(HTTPRequest(url: server.url(path))).failure == .forbiddenRedirect(to: target))
    }

    @Test func aCookieSetByARedirectIsSentToItsTarget() throws {
        let server = try server()
        defer { server.stop() }
        let response = try CurlTransport().fetch(post(.post, server.url("/login"))).get()
        #expect(String(decoding: response.body, as: UTF8.self) == "<p>GET /home 0 session=s1</p>")
    }

    @Test func theCSRFTokenStaysWithItsOrigin() throws {
        let server = try server()
        defer { server.stop() }
        let other = try LoopbackHTTPServer { _ in .html("<p>other</p>") }
        defer { other.stop() }
        var request = post(.post, server.url("/elsewhere"))
        request.headers.append(("X-Target", other.url("/x").absoluteString))
        _ = try CurlTransport().fetch(request).get()
        let arrived = try #require(other.requests.first)
        #expect(arrived.header("X-CSRF-Token") == nil)
        #expect(arrived.method == "GET")
    }

    @Test func theLimitCountsHops() throws {
        let server = try LoopbackHTTPServer { request in
            let hop = Int(request.target.dropFirst()) ?? 0
            return hop < 3 ? .redirect(to: "/\(hop + 1)") : .html("<p>arrived</p>")
        }
        defer { server.stop() }
        let three = CurlTransport(configuration: TransportConfiguration(limits: TransportLimits(maximumRedirects: 3)))
        #expect(try three.fetch(HTTPRequest(url: server.url("/0"))).get().redirectCount == 3)
        let two = CurlTransport(configuration: TransportConfiguration(limits: TransportLimits(maximumRedirects: 2)))
        #expect(two.fetch(HTTPRequest(url: server.url("/0"))).failure == .tooManyRedirects(limit: 2))
    }
}
