import Foundation
import Testing
@testable import TurboTUI

/// The demo is real Rails: forgery protection, cookie sessions and Action
/// Cable behave as on any Rails site, checked over real sockets.
@Suite("Demo app is real Rails")
struct DemoRailsTests {
    @Test func aPostWithoutTheCSRFTokenIsRefused() throws {
        let server = try DemoServer.shared()
        let transport = CurlTransport()
        let form = try transport.fetch(HTTPRequest(url: server.url("/signin"))).get()
        let cookie = try #require(SessionCookie.value(in: form))
        let token = try #require(DemoPage.metaContent("csrf-token", in: String(decoding: form.body, as: UTF8.self)))
        let fields = "sign_in%5Bname%5D=ann&sign_in%5Bpassword%5D=turbo"
        func post(_ body: String) throws -> HTTPResponse {
            try transport.fetch(HTTPRequest(method: .post, url: server.url("/signin"),
                                            headers: [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")],
                                            body: Array(body.utf8))).get()
        }

        let refused = try post(fields)
        #expect(refused.status == 422)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("authenticity token was missing or wrong"))

        // The same request with the session's token goes through: the token was what was missing.
        let accepted = try post(fields + "&authenticity_token=" + Self.formEncoded(token))
        #expect(accepted.status == 200)
        #expect(accepted.url.path == "/recede_historical_location")
        #expect(server.loggedRequests().contains { $0.contains(#"POST "/signin" 422"#) })
    }

    @Test func signingInSetsASessionCookieThatALaterRequestHonours() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        #expect(try browser.get(server.url("/protected")).status == 401)

        let token = try browser.csrfToken(from: server.url("/signin"))
        let home = try browser.post(server.url("/signin"), fields: [("authenticity_token", token),
                                                                     ("sign_in[name]", "Ann"), ("sign_in[password]", "turbo")])
        #expect(home.status == 200)
        #expect(home.body.contains("Signed in as <strong>Ann</strong>"))
        #expect(browser.cookies.contains("_turbo_demo_session"))

        let protected = try browser.get(server.url("/protected"))
        #expect(protected.status == 200)
        #expect(protected.body.contains("Hello, Ann."))
        // Another client without the cookie is still turned away.
        #expect(try CurlSession().get(server.url("/protected")).status == 401)

        // The home page's Sign out button (a DELETE form) ends the session.
        let signOut = try #require(DemoPage.elements("form", in: home.body).first { $0.attribute("action") == "/signout" })
        let fields = signOut.descendantElements.filter { $0.name == "input" && $0.attribute("type") == "hidden" }
            .compactMap { input in input.attribute("name").map { ($0, input.attribute("value") ?? "") } }
        #expect(fields.map(\.0) == ["_method", "authenticity_token"])
        let signedOut = try browser.post(server.url("/signout"), fields: fields)
        #expect(signedOut.body.contains("Not signed in."))
        #expect(try browser.get(server.url("/protected")).status == 401)
    }

    @Test func actionCableWelcomesWithItsSubprotocol() throws {
        let server = try DemoServer.shared()
        let cable = try CableClient(server: server)
        #expect(cable.status == 101, "\(cable.upgradeResponse)")
        #expect(cable.header("Sec-WebSocket-Protocol") == "actioncable-v1-json")
        #expect(cable.header("Sec-WebSocket-Accept") != nil)
        let welcome = try cable.receive()
        #expect(welcome["type"] as? String == "welcome")
    }

    @Test func aForeignOriginCannotOpenTheCable() throws {
        let server = try DemoServer.shared()
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("GET /cable HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                        + "Sec-WebSocket-Protocol: actioncable-v1-json\r\nOrigin: https://evil.example\r\n\r\n")
        let answer = try socket.read(through: "\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 404"), "\(answer)")
    }

    private static func formEncoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }
}
