import Foundation
import Testing
import Net
import Turbo

/// What the demo answers to a Turbo client: native redirects keyed on the
/// User-Agent, 422 re-renders, method overrides, frame layouts, stream
/// responses and server-sent events.
@Suite("Demo app speaks Turbo")
struct DemoTurboTests {
    private static let turboStreamAccept = "Accept: text/vnd.turbo-stream.html, text/html, application/xhtml+xml"

    private func signIn(_ browser: CurlSession, server: DemoServer) throws -> CurlSession.Answer {
        let token = try browser.csrfToken(from: server.url("/signin"))
        return try browser.post(server.url("/signin"), fields: [("authenticity_token", token),
                                                                ("sign_in[name]", "Bo"), ("sign_in[password]", "turbo")])
    }

    @Test func aNativeClientRecedesAfterSignInWhereABrowserIsRedirected() throws {
        let server = try DemoServer.shared()
        var native = CurlSession()
        native.userAgent = UserAgent.string
        let receded = try signIn(native, server: server)
        #expect(receded.body == "Going back…")
        #expect(server.loggedRequests().contains {
            $0.contains(#"GET "/recede_historical_location?notice=Signed+in+as+Bo.""#) && $0.contains("Hotwire Native")
        })

        let browser = try signIn(CurlSession(), server: server)
        #expect(browser.body.contains(#"<p class="notice" id="notice">Signed in as Bo.</p>"#))
    }

    @Test func aWrongPasswordAnswers422WithTheFormAndItsErrors() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/signin"))
        let answer = try browser.post(server.url("/signin"), fields: [("authenticity_token", token),
                                                                      ("sign_in[name]", ""), ("sign_in[password]", "no")])
        #expect(answer.status == 422)
        #expect(answer.body.contains("Name can&#39;t be blank"))
        #expect(answer.body.contains("Password is wrong"))
        #expect(DemoPage.elements("form", in: answer.body).first?.attribute("action") == "/signin")
    }

    @Test func anInvalidPostAnswers422AndAnEditCanFail() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/posts/new"))
        let blank = try browser.post(server.url("/posts"), fields: [("authenticity_token", token), ("post[title]", "")])
        #expect(blank.status == 422)
        #expect(blank.body.contains("Title can&#39;t be blank"))
        let long = try browser.post(server.url("/posts/1"), fields: [("authenticity_token", token), ("_method", "patch"),
                                                                     ("post[title]", String(repeating: "x", count: 81))])
        #expect(long.status == 422)
        #expect(long.body.contains("Title is too long"))
    }

    @Test func aDeleteSentAsTurboDoesIsConfirmedAndRemovesThePost() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/posts/new"))
        let title = "Doomed \(UUID().uuidString.prefix(8))"
        let list = try browser.post(server.url("/posts"), fields: [("authenticity_token", token), ("post[title]", title)])
        let link = try #require(DemoPage.elements("a", in: list.body).first {
            $0.attribute("data-turbo-method") == "delete" && $0.attribute("data-turbo-confirm") == "Delete “\(title)”?"
        })
        let href = try #require(link.attribute("href"))
        // Turbo turns the link into a POST with _method and sends the token as a header.
        let after = try browser.post(server.url(href), fields: [("_method", "delete")], headers: ["X-CSRF-Token: \(token)"])
        #expect(after.status == 200)
        #expect(after.body.contains("Post deleted."))
        #expect(!after.body.contains(title))
        #expect(try browser.get(server.url(href)).status == 404)
    }

    @Test func theFramesPageHasEveryKindOfFrame() throws {
        let server = try DemoServer.shared()
        let html = try CurlSession().get(server.url("/frames")).body
        let frames = Dictionary(uniqueKeysWithValues: DemoPage.elements("turbo-frame", in: html).map { ($0.attribute("id") ?? "", $0) })
        #expect(frames["eager"]?.attribute("src") == "/frames/eager")
        #expect(frames["lazy"]?.attribute("loading") == "lazy")
        #expect(frames["inner"]?.closestAncestor { $0.name == "turbo-frame" }?.attribute("id") == "outer")
        #expect(frames["breakout"]?.attribute("target") == "_top")
        #expect(frames["missing"]?.attribute("src") == "/frames/missing")
        #expect(frames["frame-form"]?.firstDescendant { $0.name == "form" }?.attribute("action") == "/frames/form")
        let outside = DemoPage.elements("a", in: html).filter { $0.attribute("data-turbo-frame") == "navigation" }
        #expect(outside.contains { $0.closestAncestor { $0.name == "turbo-frame" } == nil })
    }

    @Test func aFrameRequestGetsTheFrameLayout() throws {
        let server = try DemoServer.shared()
        let transport = CurlTransport()
        let framed = try transport.fetch(HTTPRequest(url: server.url("/frames/navigation/2"), headers: [("Turbo-Frame", "navigation")])).get()
        let framedHTML = String(decoding: framed.body, as: UTF8.self)
        #expect(DemoPage.element(id: "navigation", in: framedHTML)?.textContent.contains("Page 2 of 3") == true)
        #expect(!framedHTML.contains("<nav>"))
        let whole = String(decoding: try transport.fetch(HTTPRequest(url: server.url("/frames/navigation/2"))).get().body, as: UTF8.self)
        #expect(whole.contains("<nav>"))
        #expect(server.loggedRequests().contains { $0.contains(#"GET "/frames/navigation/2" 200"#) && $0.contains(#"frame="navigation""#) })
        let missing = String(decoding: try transport.fetch(HTTPRequest(url: server.url("/frames/missing"))).get().body, as: UTF8.self)
        #expect(DemoPage.element(id: "missing", in: missing) == nil)
    }

    @Test func aFormInAFrameAnswers422OrRedirectsToItsReply() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/frames"))
        let empty = try browser.post(server.url("/frames/form"), fields: [("authenticity_token", token), ("message", " ")],
                                     headers: ["Turbo-Frame: frame-form"])
        #expect(empty.status == 422)
        #expect(DemoPage.element(id: "frame-form", in: empty.body)?.textContent.contains("Type a message first.") == true)
        let said = try browser.post(server.url("/frames/form"), fields: [("authenticity_token", token), ("message", "hi")],
                                    headers: ["Turbo-Frame: frame-form"])
        #expect(DemoPage.element(id: "frame-form", in: said.body)?.textContent.contains("You said: hi") == true)
    }

    @Test func theStreamsFormAnswersWithEveryStreamAction() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/streams"))
        let answer = try browser.post(server.url("/streams"), fields: [("authenticity_token", token)], headers: [Self.turboStreamAccept])
        let streams = DemoPage.elements("turbo-stream", in: answer.body)
        #expect(Set(streams.compactMap { $0.attribute("action") }) == ["append", "prepend", "before", "after", "replace", "update", "remove"])
        #expect(streams.contains { $0.attribute("targets") == "p.many" && $0.attribute("method") == "morph" })
        let page = try browser.get(server.url("/streams")).body
        for target in streams.compactMap({ $0.attribute("target") }) {
            #expect(DemoPage.element(id: target, in: page) != nil, "no element \(target) on /streams")
        }
        let refresh = try browser.post(server.url("/streams"), fields: [("authenticity_token", token), ("refresh", "1")],
                                       headers: [Self.turboStreamAccept])
        #expect(DemoPage.elements("turbo-stream", in: refresh.body).map { $0.attribute("action") } == ["refresh"])
        // Without Turbo's Accept header the same form redirects back to the page.
        let plain = try browser.post(server.url("/streams"), fields: [("authenticity_token", token)])
        #expect(plain.body.contains("Stream actions need a Turbo client."))
    }

    @Test func theBroadcastFormAnswersWithAStreamToo() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let token = try browser.csrfToken(from: server.url("/streams"))
        let answer = try browser.post(server.url("/streams/broadcast"), fields: [("authenticity_token", token), ("message", "hey")],
                                      headers: [Self.turboStreamAccept])
        #expect(answer.body == #"<turbo-stream action="update" target="message-status"><template>Sent: hey</template></turbo-stream>"#)
    }

    @Test func serverSentEventsCarryTurboStreams() throws {
        let server = try DemoServer.shared()
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("GET /streams/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        let head = try socket.read(through: "\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.contains("Content-Type: text/event-stream"))
        let event = try socket.read(through: "\n\n")
        #expect(event.contains("data: <turbo-stream action=\"update\" target=\"sse-clock\"><template>"))
    }

    @Test func thePathConfigurationMakesFormsAndSignInModal() throws {
        let server = try DemoServer.shared()
        let response = try CurlTransport().fetch(HTTPRequest(url: server.url("/configurations/tui_v1.json"))).get()
        #expect(response.contentType?.mediaType == "application/json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(json["settings"] is [String: Any])
        let rules = try #require(json["rules"] as? [[String: Any]])
        func properties(for pattern: String) -> [String: Any]? {
            rules.first { ($0["patterns"] as? [String])?.contains(pattern) == true }?["properties"] as? [String: Any]
        }
        #expect(properties(for: "/new$")?["context"] as? String == "modal")
        #expect(properties(for: "/edit$")?["context"] as? String == "modal")
        #expect(properties(for: "/signin$")?["context"] as? String == "modal")
        #expect(properties(for: "^/$")?["presentation"] as? String == "clear_all")
        for rule in rules {
            let values = rule["properties"] as? [String: Any] ?? [:]
            if let context = values["context"] as? String { #expect(NavigationContext(rawValue: context) != nil) }
            if let presentation = values["presentation"] as? String { #expect(Presentation(rawValue: presentation) != nil) }
            if let style = values["modal_style"] as? String { #expect(ModalStyle(rawValue: style) != nil) }
        }
    }
}
