import Foundation
import Testing
import Base
import UI

/// Every command of `turbo-tui drive` and its error answers, in the test
/// process: the real driver, loop, libcurl and a server on 127.0.0.1.
@Suite("Drive: commands")
struct DriverCommandTests {
    @Test func aVisitAnswersOnceThePageAndItsEagerFramesAreIn() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        let answer = session.send(##"{"visit":"\##(server.url("/framed"))"}"##)
        #expect(answer.ok, "\(answer.line)")
        #expect(session.state(answer, "title") == .string("Framed"))
        #expect(session.state(answer, "status") == .number(200))
        #expect(session.state(answer, "in_flight") == .number(0))
        #expect(session.state(answer, "main") == .array([.string(server.url("/framed").absoluteString)]))
        // The first page is the browser's load, as in Turbo, whose first page is no visit of its own.
        #expect(session.state(answer, "last_visit") == .object(["action": .string("load"), "presentation": .string("default"),
                                                                "context": .string("default")]))
        // No wait needed: the frame that came 0.4 s after the page is already in.
        #expect(session.send(##"{"text":"#late"}"##)["text"] == .string("The late frame."))
    }

    @Test func clickFollowsTheLinkAnElementIsInAndVisitIsRelative() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let answer = session.send(##"{"click":"#second .inner"}"##)
        #expect(session.state(answer, "url") == .string(server.url("/second").absoluteString))
        #expect(session.state(answer, "last_visit")?.objectValue?["action"] == .string("advance"))
        #expect(session.state(answer, "main")?.arrayValue?.count == 2)
        let relative = session.send(##"{"visit":"/form"}"##)
        #expect(session.state(relative, "title") == .string("Form"))
    }

    @Test func clickRefusesWhatIsNotThereOrNotShown() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        #expect(session.send(##"{"click":"a"}"##).error == "No page is shown yet: visit one first.")
        #expect(session.send(##"{"visit":"/"}"##).error == "The first visit needs an absolute http or https URL, not \"/\".")
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(session.send(##"{"click":"#nowhere"}"##).error == "Nothing on the shown page matches \"#nowhere\".")
        #expect(session.send(##"{"click":"#hidden"}"##).error == "The element matching \"#hidden\" is not shown as a link, button or field.")
        #expect(session.send(##"{"click":"p"}"##).error == "None of the 3 elements matching \"p\" is shown as a link, button or field.")
        let invalid = session.send(##"{"click":"a:hover"}"##)
        #expect(invalid.error?.hasPrefix("The selector cannot be used: invalid CSS selector \"a:hover\"") == true)
    }

    private static func body(_ server: LoopbackHTTPServer, _ path: String) -> String {
        String(decoding: server.requests.last { $0.method == "POST" && $0.target == path }?.body ?? [], as: UTF8.self)
    }

    /// The multipart part of one field: its value, or nil when it was not sent.
    private static func part(_ name: String, in body: String) -> String? {
        guard let start = body.range(of: "name=\"\(name)\"") else { return nil }
        let rest = body[start.upperBound...]
        guard let valueStart = rest.range(of: "\r\n\r\n"), let end = rest[valueStart.upperBound...].range(of: "\r\n--") else { return nil }
        return String(rest[valueStart.upperBound..<end.lowerBound])
    }

    @Test func fieldsAreFilledCheckedChosenAndAttachedThenSentByTheirButton() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drive-upload-\(UUID().uuidString).txt")
        try "uploaded bytes".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        #expect(session.send(##"{"fill":"#name","value":"first"}"##) == .success)
        // Typed through the field editor: the old text goes, maxlength=5 holds.
        #expect(session.send(##"{"fill":"label[for=name]","value":"Ada Lovelace"}"##) == .success)
        #expect(session.send(##"{"fill":"#body","value":"line one\nline two"}"##) == .success)
        #expect(session.send(##"{"fill":"#color","value":"Green"}"##) == .success)
        #expect(session.send(##"{"check":"#agree"}"##) == .success)
        #expect(session.send(##"{"check":"#agree"}"##) == .success, "checking a checked box changes nothing")
        #expect(session.send(##"{"check":"#large"}"##) == .success)
        #expect(session.send(##"{"attach":"#upload","path":"\##(file.path)"}"##) == .success)
        let sent = session.send(##"{"click":"#save"}"##)
        #expect(session.state(sent, "title") == .string("Saved"), "\(sent.line)")
        let body = Self.body(server, "/items")
        #expect(Self.part("name", in: body) == "Ada L")
        #expect(Self.part("body", in: body) == "line one\r\nline two")
        #expect(Self.part("color", in: body) == "g")
        #expect(Self.part("agree", in: body) == "1")
        #expect(Self.part("size", in: body) == "l")
        #expect(Self.part("upload", in: body) == "uploaded bytes")
        #expect(body.contains("filename=\"\(file.lastPathComponent)\""))
        #expect(Self.part("secret", in: body) == "s3")
        #expect(Self.part("go", in: body) == "save", "the button's name and value go with the form")
    }

    /// Form pseudo-classes read what the user did, not only the markup:
    /// a box ticked through the driver is `:checked`, the radio it replaced
    /// no longer is, the option chosen is `option:checked`, and a field
    /// emptied shows its placeholder.
    @Test func selectorsSeeTheLiveFormState() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        #expect(session.send(##"{"count":"input:checked"}"##)["count"] == .number(1), "the radio the markup checks")
        #expect(session.send(##"{"count":"#agree:checked"}"##)["count"] == .number(0))
        #expect(session.send(##"{"check":"#agree"}"##) == .success)
        #expect(session.send(##"{"check":"#large"}"##) == .success)
        #expect(session.send(##"{"count":"#agree:checked"}"##)["count"] == .number(1))
        #expect(session.send(##"{"count":"#small:checked"}"##)["count"] == .number(0), "checking #large unchecked #small")
        #expect(session.send(##"{"attribute":"input:checked","name":"id"}"##)["value"] == .string("agree"))
        #expect(session.send(##"{"count":"input:checked"}"##)["count"] == .number(2))
        #expect(session.send(##"{"attribute":"#color option:checked","name":"value"}"##)["value"] == .string("r"))
        #expect(session.send(##"{"fill":"#color","value":"Green"}"##) == .success)
        #expect(session.send(##"{"attribute":"#color option:checked","name":"value"}"##)["value"] == .string("g"))
        #expect(session.send(##"{"count":"#body:placeholder-shown"}"##)["count"] == .number(0))
        #expect(session.send(##"{"fill":"#body","value":""}"##) == .success)
        #expect(session.send(##"{"count":"#body:placeholder-shown"}"##)["count"] == .number(1))
        #expect(session.send(##"{"wait":{"selector":"#agree:checked"}}"##).error == nil)
        #expect(session.send(##"{"uncheck":"#agree"}"##) == .success)
        #expect(session.send(##"{"count":"#agree:checked"}"##)["count"] == .number(0))
        #expect(session.send(##"{"count":"#agree:default"}"##)["count"] == .number(0), ":default stays the markup's")
    }

    @Test func fieldErrorsSayWhyAndKeepWhatWasTyped() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        session.send(##"{"fill":"#name","value":"Kept"}"##)
        #expect(session.send(##"{"fill":"#agree","value":"x"}"##).error == "\"#agree\" is a checkbox: use check or uncheck.")
        #expect(session.send(##"{"fill":"#upload","value":"x"}"##).error == "\"#upload\" is a file field: use attach.")
        #expect(session.send(##"{"fill":"#save","value":"x"}"##).error == "\"#save\" is a button, not a field to fill: use click.")
        #expect(session.send(##"{"fill":"title","value":"x"}"##).error == "\"title\" matches no form field shown on the page (the first match is a <title>).")
        #expect(session.send(##"{"fill":"#secret","value":"x"}"##).error?.contains("matches no form field shown") == true)
        #expect(session.send(##"{"fill":"#off","value":"x"}"##).error == "The text field matching \"#off\" is disabled.")
        #expect(session.send(##"{"fill":"#ro","value":"x"}"##).error == "The text field matching \"#ro\" is read-only.")
        #expect(session.send(##"{"fill":"#color","value":"Pink"}"##).error == "The select matching \"#color\" has no option \"Pink\" (it has: \"Red\", \"Green\", \"Purple\").")
        #expect(session.send(##"{"fill":"#color","value":"Purple"}"##).error == "The option \"Purple\" is disabled.")
        #expect(session.send(##"{"fill":"#color","value":"r"}"##) == .success, "an option by its value")
        #expect(session.send(##"{"uncheck":"#small"}"##).error == "A radio button is unchecked by checking another one of its group.")
        #expect(session.send(##"{"check":"#name"}"##).error == "\"#name\" is a text field, not a checkbox or radio button.")
        #expect(session.send(##"{"attach":"#name","path":"/x"}"##).error == "\"#name\" is a text field, not a file field.")
        #expect(session.send(##"{"attach":"#upload","path":"/no/such/file"}"##).error?.contains("/no/such/file") == true)
        #expect(session.send(##"{"click":"#off-button"}"##).error == "The button matching \"#off-button\" is disabled.")
        #expect(session.send(##"{"fill":"#name","value":"#"##).error?.hasPrefix("Not a JSON line") == true, "a truncated line")
        session.send(##"{"click":"#save"}"##)
        #expect(Self.part("name", in: Self.body(server, "/items")) == "Kept", "nothing typed before the errors was lost")
        #expect(Self.part("color", in: Self.body(server, "/items")) == "r")
    }

    @Test func aConfirmQuestionIsDismissedUnlessTheNextOneIsToBeAccepted() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        let dismissed = session.send(##"{"click":"#danger"}"##)
        #expect(dismissed.ok)
        #expect(dismissed["confirm"] == .object(["question": .string("Really send it?"), "answer": .string("dismiss")]))
        #expect(session.state(dismissed, "title") == .string("Form"))
        #expect(!server.requests.contains { $0.method == "POST" }, "a dismissed question sends nothing")
        #expect(session.send(##"{"confirm":"accept"}"##) == .success)
        let accepted = session.send(##"{"click":"#danger"}"##)
        #expect(accepted["confirm"]?.objectValue?["answer"] == .string("accept"))
        #expect(session.state(accepted, "title") == .string("Saved"))
        #expect(Self.part("go", in: Self.body(server, "/items")) == "danger")
    }

    @Test func aRejectedFormIsDrawnAndAnsweredOkWithItsStatus() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        session.send(##"{"fill":"#bad","value":"x"}"##)
        let answer = session.send(##"{"click":"#send-bad"}"##)
        #expect(answer.ok, "\(answer.line)")
        #expect(session.state(answer, "status") == .number(422))
        #expect(session.state(answer, "message") == .string("The form was not accepted (HTTP 422): see the page"))
        #expect(session.send(##"{"expect":{"text":"Bad is not good."}}"##) == .success)
    }

    @Test func aModalRouteIsAModalThatDoneAndBackClose() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession(configuration: DriveSite.modalNew)
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(session.send(##"{"done":true}"##).error == "No modal is shown, so there is nothing for Done to close.")
        let opened = session.send(##"{"click":"a[href='/new']"}"##)
        #expect(session.state(opened, "modal") == .bool(true))
        #expect(session.state(opened, "modal_stack") == .array([.string(server.url("/new").absoluteString)]))
        #expect(session.state(opened, "last_visit")?.objectValue?["context"] == .string("modal"))
        #expect(session.send(##"{"expect":{"modal":true}}"##) == .success)
        #expect(session.send(##"{"expect":{"modal":false}}"##).error == "Expected no modal, but one shows \(server.url("/new").absoluteString).")
        let rows = session.send(##"{"screen":true}"##)["rows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(rows.contains { $0.contains("[Done]") && $0.contains("New") }, "\(rows)")
        #expect(rows.contains { $0.contains("inside the modal") })
        #expect(session.send(##"{"text":"p"}"##)["text"] == .string("inside the modal"), "selectors read the modal's page")
        let closed = session.send(##"{"done":true}"##)
        #expect(session.state(closed, "modal") == .bool(false))
        #expect(session.state(closed, "title") == .string("Home"))
        session.send(##"{"click":"a[href='/new']"}"##)
        let back = session.send(##"{"back":true}"##)
        #expect(session.state(back, "modal") == .bool(false), "back in a modal of one page is Done, as in the browser")
    }

    @Test func historyAndReloadGoThroughTheBrowsersPaths() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        session.send(##"{"click":"#second"}"##)
        let back = session.send(##"{"back":true}"##)
        #expect(session.state(back, "title") == .string("Home"))
        #expect(session.state(back, "last_visit")?.objectValue?["action"] == .string("restore"))
        let forward = session.send(##"{"forward":true}"##)
        #expect(session.state(forward, "title") == .string("Second"))
        #expect(server.requests.map(\.target) == ["/", "/second"], "back and forward come from the page cache")
        let reload = session.send(##"{"reload":true}"##)
        #expect(session.state(reload, "title") == .string("Second"))
        #expect(server.requests.map(\.target) == ["/", "/second", "/second"])
        let noMore = session.send(##"{"forward":true}"##)
        #expect(noMore.ok)
        #expect(session.state(noMore, "message")?.stringValue?.isEmpty == false, "the browser's own line says there is nothing ahead")
    }

    @Test func pressedKeysAreTheBrowsersKeys() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        session.send(##"{"press":"Tab"}"##)
        let followed = session.send(##"{"press":"Enter"}"##)
        #expect(session.state(followed, "title") == .string("Second"))
        session.send(##"{"press":"h"}"##)
        for key in ["g", "/", "f", "o", "r", "m"] { session.send(##"{"press":"\##(key)"}"##) }
        let typed = session.send(##"{"press":"Enter"}"##)
        #expect(session.state(typed, "title") == .string("Form"), "g, a URL and Enter, as typed in the browser")
    }

    @Test func waitLetsLiveUpdatesArriveAndExpectDoesNot() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/live"))"}"##)
        // The source's message comes 0.6 s after it connects: not there yet.
        #expect(session.send(##"{"expect":{"no_text":"live one"}}"##) == .success)
        let waited = session.send(##"{"wait":{"text":"live one"}}"##)
        #expect(waited.ok, "\(waited.line)")
        #expect(session.send(##"{"wait":{"selector":"#live"}}"##).ok)
        #expect(session.send(##"{"wait":{"gone":"#going"}}"##).ok)
        #expect(session.send(##"{"count":"#log li"}"##)["count"] == .number(2))
        #expect(session.send(##"{"wait":{"idle":true}}"##).ok)
        let timedOut = session.send(##"{"wait":{"text":"never"},"timeout":0.3}"##)
        #expect(timedOut.error == "Timed out after 0.3 s: the text \"never\" is not on the page.")
        #expect(session.send(##"{"wait":{"gone":"#log"},"timeout":0.2}"##).error == "Timed out after 0.2 s: \"#log\" is still on the page.")
    }

    @Test func aTimeoutFailsTheCommandAndTheSessionGoesOn() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let started = SystemMonotonicClock().now
        let slow = session.send(##"{"visit":"/slow","timeout":0.3}"##)
        #expect(slow.error == "Timed out after 0.3 s: the page \(server.url("/slow").absoluteString) is still loading.")
        #expect(started.duration(to: .now) < .seconds(1.2), "answered at the timeout, not when the page came")
        let state = session.send(##"{"state":true}"##)
        #expect(session.state(state, "in_flight") == .number(1))
        let idle = session.send(##"{"wait":{"idle":true}}"##)
        #expect(session.state(idle, "title") == .string("Slow"), "the load went on and landed")
    }

    @Test func queriesReadTheCurrentPage() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession(size: ScreenSize(rows: 8, columns: 40))
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(session.send(##"{"text":"#second"}"##)["text"] == .string("Second page"))
        #expect(session.send(##"{"text":true}"##)["text"]?.stringValue?.hasPrefix("Second page new form away") == true)
        #expect(session.send(##"{"html":"#para"}"##)["html"] == .string(#"<p id="para">Just text.</p>"#))
        #expect(session.send(##"{"count":"a"}"##)["count"] == .number(5))
        #expect(session.send(##"{"count":"table"}"##)["count"] == .number(0), "counting nothing is an answer, not an error")
        #expect(session.send(##"{"attribute":"#second","name":"href"}"##)["value"] == .string("/second"))
        #expect(session.send(##"{"attribute":"#second","name":"title"}"##)["value"] == .null)
        #expect(session.send(##"{"html":"#none"}"##).error == "Nothing on the shown page matches \"#none\".")
        let rows = session.send(##"{"screen":true}"##)["rows"]?.arrayValue?.compactMap(\.stringValue)
        #expect(rows?.count == 8)
        #expect(rows?.first?.hasPrefix(" Home — http://127.0.0.1:") == true, "the title line, as the browser draws it")
        let cookies = session.send(##"{"cookies":true}"##)["cookies"]?.arrayValue ?? []
        let cookie = try #require(cookies.first?.objectValue)
        #expect(cookie["name"] == .string("visited"))
        #expect(cookie["value"] == .string("yes"))
        #expect(cookie["domain"] == .string("127.0.0.1"))
        #expect(cookie["path"] == .string("/"))
        #expect(cookie["httpOnly"] == .bool(true))
        #expect(cookie["secure"] == .bool(false))
        #expect((cookie["expires"].flatMap { if case .number(let value) = $0 { value } else { nil } } ?? 0) > Date().timeIntervalSince1970)
    }

    @Test func expectationsPassOrSayWhatWasThere() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        #expect(session.send(##"{"expect":{"title":"x"}}"##).error == "Expected a page, but none is shown yet.")
        session.send(##"{"visit":"\##(server.url("/?a=1"))"}"##)
        #expect(session.send(##"{"expect":{"url":"\##(server.url("/?a=1"))"}}"##) == .success)
        #expect(session.send(##"{"expect":{"url":"/?a=1"}}"##) == .success, "relative to the shown page")
        #expect(session.send(##"{"expect":{"url":"/second"}}"##).error == "Expected the URL \(server.url("/second").absoluteString), but it is \(server.url("/?a=1").absoluteString).")
        #expect(session.send(##"{"expect":{"path":"/"}}"##) == .success, "the query counts only when given")
        #expect(session.send(##"{"expect":{"path":"/?a=1"}}"##) == .success)
        #expect(session.send(##"{"expect":{"path":"/x"}}"##).error == "Expected the path /x, but it is /.")
        #expect(session.send(##"{"expect":{"title":"Home"}}"##) == .success)
        #expect(session.send(##"{"expect":{"title":"Away"}}"##).error == "Expected the title \"Away\", but it is \"Home\".")
        #expect(session.send(##"{"expect":{"text":"Just   text."}}"##) == .success, "white space compares as one space")
        #expect(session.send(##"{"expect":{"text":"nope"}}"##).error?.hasPrefix("Expected the text \"nope\", but the page does not show it (it begins: \"Second page new form away") == true)
        #expect(session.send(##"{"expect":{"no_text":"hidden link"}}"##) == .success, "hidden text is not shown")
        #expect(session.send(##"{"expect":{"no_text":"Just"}}"##).error == "Expected no \"Just\", but the page shows it: \"Just text.\".")
        #expect(session.send(##"{"expect":{"selector":"#para"}}"##) == .success)
        #expect(session.send(##"{"expect":{"selector":"#gone"}}"##).error == "Expected an element matching \"#gone\", but none is on the page (\(server.url("/?a=1").absoluteString)).")
        #expect(session.send(##"{"expect":{"modal":true}}"##).error == "Expected a modal, but none is shown (the page is \(server.url("/?a=1").absoluteString)).")
    }

    @Test func anotherSiteIsNotLoadedInTheApp() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let away = session.send(##"{"click":"a[href^='https']"}"##)
        #expect(away.error?.hasPrefix("https://elsewhere.test/x is not in the app") == true, "\(away.line)")
        #expect(session.state(away, "title") == .string("Home"))
        let refused = session.send(##"{"visit":"javascript:alert(1)"}"##)
        #expect(refused.error?.hasPrefix("Refused") == true, "\(refused.line)")
    }

    /// Issue 32, item 6: the offer of the site refused before is not the error of every command after it.
    @Test func anErrorBelongsToTheCommandThatCausedIt() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(session.send(##"{"click":"a[href^='https']"}"##).error != nil)
        let next = session.send(##"{"visit":"\##(server.url("/?a=1"))"}"##)
        #expect(next == .success || next.error == nil, "\(next.line)")
        #expect(session.state(next, "url") == .string(server.url("/?a=1").absoluteString))
        #expect(session.send(##"{"press":"j"}"##).error == nil)
    }

    @Test func aPageThatCannotLoadFailsTheVisit() throws {
        let server = try DriveSite.start()
        let dead = server.url("/")
        server.stop()
        let session = DriverSession()
        let answer = session.send(##"{"visit":"\##(dead)"}"##)
        #expect(answer.error?.hasPrefix("Could not load \(dead.absoluteString)") == true, "\(answer.line)")
        #expect(session.state(answer, "title") == .string("Error"))
        // Another server is another port, so another site for this session: a session of its own.
        let missing = try DriveSite.start()
        defer { missing.stop() }
        let second = DriverSession()
        let notFound = second.send(##"{"visit":"\##(missing.url("/nowhere"))"}"##)
        #expect(notFound.ok, "a 404 page is drawn: the visit did what it was asked")
        #expect(second.state(notFound, "status") == .number(404))
    }

    @Test func aPageThatSaysReloadIsAFullLoadInLastVisit() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let answer = session.send(##"{"visit":"/reload-me"}"##)
        #expect(session.state(answer, "title") == .string("Reloaded"))
        #expect(session.state(answer, "last_visit")?.objectValue?["action"] == .string("load"))
        #expect(server.requests.filter { $0.target == "/reload-me" }.count == 2, "once by Turbo, then in full")
        let next = session.send(##"{"visit":"/second"}"##)
        #expect(session.state(next, "last_visit")?.objectValue?["action"] == .string("advance"))
    }

    @Test func doneRefusesAModalWhoseConfigurationSwitchesItOff() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession(configuration: DriveSite.modalNew)
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let stuck = session.send(##"{"visit":"/stuck"}"##)
        #expect(session.state(stuck, "modal") == .bool(true))
        #expect(session.send(##"{"done":true}"##).error
                == "This modal cannot be closed with Done (modal_dismiss_gesture_enabled is false): the page must close it.")
        #expect(session.send(##"{"expect":{"modal":true}}"##) == .success)
    }

    @Test func quittingTheBrowserEndsTheSession() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(!session.driver.hasEnded)
        #expect(session.send(##"{"press":"Q"}"##).ok)
        #expect(session.driver.hasEnded)
    }
}

/// `reset` (issue 35's first step): between tests a driver needs a browser
/// as it starts, without restarting the process.
@Suite("Drive: reset")
struct DriverResetTests {
    @Test func resetForgetsPagesCookiesHistoryAndTabs() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/login": return .html("<title>In</title><p>in</p>", headers: [("Set-Cookie", "session=s3cr3t; Path=/")])
            default: return .html("<title>Who</title><p>\(request.header("Cookie") ?? "nobody")</p><a href=/login>in</a>")
            }
        }
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/login"))"}"##)
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(session.send(##"{"text":"p"}"##)["text"] == .string("session=s3cr3t"))
        session.send(##"{"tab":"\##(server.url("/"))"}"##)
        let reset = session.send(##"{"reset":true}"##)
        #expect(reset.ok, "\(reset.line)")
        #expect(session.state(reset, "main") == .array([]))
        #expect(session.state(reset, "tab_count") == .number(1))
        #expect(session.send(##"{"cookies":true}"##)["cookies"] == .array([]))
        let again = session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(again.ok)
        #expect(session.send(##"{"text":"p"}"##)["text"] == .string("nobody"), "no cookie went")
        #expect(session.state(again, "main") == .array([.string(server.url("/").absoluteString)]), "no history before it")
        let back = session.send(##"{"back":true}"##)
        #expect(session.state(back, "url") == .string(server.url("/").absoluteString), "nowhere to go back to: \(back.line)")
    }
}
