import Foundation
import Testing
import Net
import UI

/// The demo is real Rails: forgery protection, cookie sessions and Action
/// Cable behave as on any Rails site, checked over real sockets.
@Suite("Demo app is real Rails")
struct DemoRailsTests {
    @Test func aPostWithoutTheCSRFTokenIsRefused() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/signin"))
        let fields = [("sign_in[name]", "ann"), ("sign_in[password]", "turbo")]

        let refused = try browser.post(server.url("/signin"), fields: fields)
        #expect(refused.status == 422)
        #expect(refused.body.contains("authenticity token was missing or wrong"))
        #expect(!refused.body.contains("Signed in as"))

        // The same session with its token goes through: the token was all that was missing.
        let accepted = try browser.post(server.url("/signin"), fields: [("authenticity_token", token)] + fields)
        #expect(accepted.status == 200)
        #expect(accepted.body.contains("Signed in as <strong>ann</strong>"))

        // turbo-tui's own transport is refused the same way.
        let body = Array("sign_in%5Bname%5D=ann&sign_in%5Bpassword%5D=turbo".utf8)
        let fromTurboTUI = try CurlTransport().fetch(HTTPRequest(method: .post, url: server.url("/signin"),
                                                                 headers: [("Content-Type", "application/x-www-form-urlencoded")],
                                                                 body: body)).get()
        #expect(fromTurboTUI.status == 422)
        #expect(server.loggedRequests().contains { $0.contains(#"POST "/signin" 422"#) && $0.contains(#"ua="turbo-tui/"#) })
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
}
