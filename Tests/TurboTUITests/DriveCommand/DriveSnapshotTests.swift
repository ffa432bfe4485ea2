import Foundation
import Testing
import Drive
import Turbo
import UI

/// `drive`'s round two (docs/drive.md, "Snapshots and element handles"):
/// the DOM shipped with handles, hidden marks and live form state; commands
/// by handle, and the stale-element answer once the element is gone; the
/// options of a select by handle; the answer's headers. The real driver,
/// loop and libcurl against a server on 127.0.0.1.
@Suite("Drive: snapshots and element handles")
struct DriveSnapshotTests {
    private static let form = """
        <!DOCTYPE html><title>Form</title><style>.gone { display: none }</style>
        <p class="gone" id="by-sheet">styled away</p><p hidden id="by-attribute">hidden</p>
        <details><summary id="sum">More</summary><p id="inside">inside</p></details>
        <form action="/sent" method="post">
        <input id="name" name="name" value="Ada"><input type="checkbox" id="agree" name="agree">
        <select id="flavours" name="flavours" multiple><option id="a">A<option id="b" selected>B<option id="c">C</select>
        <select id="size" name="size"><option id="small">Small<option id="large">Large</select>
        <textarea id="notes" name="notes">old</textarea>
        <input type="checkbox" id="styled" name="styled" style="display:none"><label for="styled" id="styled-label">Styled</label>
        <button id="send">Send</button></form>
        <a id="next" href="/next">Next</a>
        """

    private static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/form": .html(form, headers: [("X-Custom", "kept")])
            case "/next": .html("<title>Next</title><p id='referer'>\(request.header("Referer") ?? "none")</p>")
            case "/live": .html("<title>Live</title><turbo-stream-source src='/events'></turbo-stream-source><p>live</p>")
            case "/events": .stall(afterBytes: Array(": open\n\n".utf8), headers: [("Content-Type", "text/event-stream")], seconds: 5)
            default: .html("<p>none</p>", status: 404)
            }
        }
    }

    /// The snapshot's HTML, and the handle of the element with `id`.
    private struct Snapshot {
        let html: String
        let tag: String

        init(_ answer: DriverAnswer) throws {
            html = try #require(answer["html"]?.stringValue, "\(answer.line)")
            tag = try #require(answer["tag"]?.stringValue)
        }

        func handle(_ id: String) throws -> Int {
            let marker = "id=\"\(id)\""
            let start = try #require(html.range(of: marker), "no \(id)")
            let rest = html[start.upperBound...]
            let attribute = try #require(rest.range(of: "data-turbo-tui-node=\""))
            return try #require(Int(rest[attribute.upperBound...].prefix { $0.isNumber }))
        }

        /// The start tag of the element with `id`.
        func tag(of id: String) throws -> String {
            let marker = try #require(html.range(of: "id=\"\(id)\""))
            let open = try #require(html[..<marker.lowerBound].range(of: "<", options: .backwards))
            let close = try #require(html[marker.upperBound...].range(of: ">"))
            return String(html[open.lowerBound..<close.upperBound])
        }
    }

    @Test func aSnapshotMarksWhatTheScreenDoesNotShowAndGivesEachElementAHandle() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        let snapshot = try Snapshot(session.send(##"{"snapshot":true}"##))
        #expect(snapshot.html.hasPrefix("<!DOCTYPE html><html data-turbo-tui-node=\"1\">"))
        #expect(try snapshot.tag(of: "by-sheet").hasSuffix("data-turbo-tui-hidden>"), "a style sheet's display: none")
        #expect(try snapshot.tag(of: "by-attribute").hasSuffix("data-turbo-tui-hidden>"))
        #expect(try snapshot.tag(of: "inside").hasSuffix("data-turbo-tui-hidden>"), "closed details show their summary only")
        #expect(try !snapshot.tag(of: "sum").contains("hidden"))
        #expect(snapshot.html.contains("<head data-turbo-tui-node=\"2\" data-turbo-tui-hidden>"))
        // The same element keeps its handle in the next snapshot; an unchanged page is not sent again.
        let again = session.send(##"{"snapshot":{"unless":"\##(snapshot.tag)"}}"##)
        #expect(again["unchanged"] == .bool(true))
        #expect(again["html"] == nil)
        #expect(again["live"] == .bool(false), "nothing changes this page without a command")
        #expect(try Snapshot(session.send(##"{"snapshot":true}"##)).handle("next") == snapshot.handle("next"))
    }

    @Test func formStateIsWhatTheUserDidNotWhatTheMarkupSaid() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        let before = try Snapshot(session.send(##"{"snapshot":true}"##))
        for line in [##"{"fill":{"node":\##(try before.handle("name"))},"value":"Grace \"G\""}"##,
                     ##"{"check":{"node":\##(try before.handle("agree"))}}"##,
                     ##"{"select_option":{"node":\##(try before.handle("c"))}}"##,
                     ##"{"unselect_option":{"node":\##(try before.handle("b"))}}"##,
                     ##"{"select_option":{"node":\##(try before.handle("large"))}}"##,
                     ##"{"fill":"#notes","value":"\nnew <b>"}"##] {
            let answer = session.send(line)
            #expect(answer.ok, "\(line): \(answer.line)")
        }
        let after = session.send(##"{"snapshot":{"unless":"\##(before.tag)"}}"##)
        let snapshot = try Snapshot(after)
        #expect(snapshot.tag != before.tag)
        #expect(try snapshot.tag(of: "name").contains(#"value="Grace &quot;G&quot;""#))
        #expect(try snapshot.tag(of: "agree").contains(#"checked="checked""#))
        #expect(try !snapshot.tag(of: "b").contains("selected"), "unselected in the multiple select")
        #expect(try snapshot.tag(of: "c").contains("selected"))
        #expect(try !snapshot.tag(of: "small").contains("selected"))
        #expect(try snapshot.tag(of: "large").contains("selected"))
        // A text box's leading line break survives a parse: it is written twice.
        #expect(snapshot.html.contains(">\n\nnew &lt;b&gt;</textarea>"))
        #expect(after["focused"] == .number(Double(try snapshot.handle("notes"))), "the field last used has the focus")
        #expect(session.send(##"{"unselect_option":"#small"}"##).error
                == "An option of a select that is not multiple is unselected by choosing another one.")
    }

    @Test func aHandleGoesStaleWhenItsElementLeavesTheShownPage() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        let snapshot = try Snapshot(session.send(##"{"snapshot":true}"##))
        let next = try snapshot.handle("next")
        #expect(session.send(##"{"attribute":{"node":\##(next)},"name":"href"}"##)["value"] == .string("/next"))
        let click = session.send(##"{"click":{"node":\##(next)}}"##)
        #expect(session.state(click, "title") == .string("Next"))
        let stale = session.send(##"{"click":{"node":\##(next)}}"##)
        #expect(!stale.ok)
        #expect(stale["code"] == .string("stale_element"))
        #expect(stale.error == "The element of node \(next) is no longer on the shown page: find it again.")
        #expect(session.send(##"{"text":{"node":0}}"##).error == "\"text\" is a selector or {\"node\":N} (a handle from a snapshot), not {\"node\":0}.")
    }

    @Test func theLabelOfACheckboxStyledAwayChangesIt() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        // The box is not drawn: it cannot be used itself, which a test framework then answers with its label.
        let direct = session.send(##"{"check":"#styled"}"##)
        #expect(direct["code"] == .string("not_interactable"), "\(direct.line)")
        #expect(session.send(##"{"click":"#styled-label"}"##).ok)
        #expect(session.send(##"{"count":"#styled:checked"}"##)["count"] == .number(1))
        #expect(session.send(##"{"click":"#styled-label"}"##).ok)
        #expect(session.send(##"{"count":"#styled:checked"}"##)["count"] == .number(0))
    }

    @Test func theResponseHasItsHeadersAndHTMLTheWholeDocument() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        #expect(session.send(##"{"html":true}"##)["html"] == .string("<html><head></head><body></body></html>"), "no page yet: a blank one")
        let blank = session.send(##"{"snapshot":true}"##)
        #expect(blank["url"] == .string("about:blank"))
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        let response = session.send(##"{"response":true}"##)
        #expect(response["status"] == .number(200))
        #expect(response["headers"]?.objectValue?["X-Custom"] == .string("kept"))
        let html = try #require(session.send(##"{"html":true}"##)["html"]?.stringValue)
        #expect(html.hasPrefix("<!DOCTYPE html><html><head><title>Form</title>"))
        #expect(!html.contains("data-turbo-tui"), "the page's own markup, without the snapshot's marks")
    }

    @Test func requestsListsWhatWasAskedAndAnsweredSinceTheLastTime() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        session.send(##"{"click":"#next"}"##)
        let log = try #require(session.send(##"{"requests":true}"##)["requests"]?.arrayValue)
        let pages = log.compactMap(\.objectValue).filter { $0["url"]?.stringValue?.hasSuffix("/form") == true
            || $0["url"]?.stringValue?.hasSuffix("/next") == true }
        try #require(pages.count == 2, "\(log)")
        #expect(pages[0]["method"] == .string("GET"))
        #expect(pages[0]["status"] == .number(200))
        #expect(pages[0]["finished"] == .bool(true))
        #expect(pages[0]["response_headers"]?.objectValue?["X-Custom"] == .string("kept"))
        #expect(pages[1]["headers"]?.objectValue?["Referer"] == .string(server.url("/form").absoluteString))
        #expect(session.send(##"{"requests":true}"##)["requests"] == .array([]), "the log starts again after each look")
    }

    @Test func aPageWithALiveSourceSaysItMayChangeByItself() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/live"))"}"##)
        #expect(session.send(##"{"snapshot":true}"##)["live"] == .bool(true))
        session.send(##"{"visit":"/form"}"##)
        #expect(session.send(##"{"snapshot":true}"##)["live"] == .bool(false))
    }

    /// As a browser: a link's request names the page it was on, an address typed names none;
    /// for a Turbo visit (the app's host) and a classic full page load alike.
    @Test(arguments: [true, false])
    func aTypedURLSendsNoRefererAndAFollowedLinkItsPage(turbo: Bool) throws {
        let server = try Self.server()
        defer { server.stop() }
        let configuration = turbo ? BrowserConfiguration.testApp()
            : BrowserConfiguration(pathProperties: { _ in PathProperties() }, loginPath: nil, canOpenExternally: false)
        let session = DriverSession(configuration: configuration)
        session.send(##"{"visit":"\##(server.url("/form"))"}"##)
        let click = session.send(##"{"click":"#next"}"##)
        #expect(session.state(click, "last_visit")?.objectValue?["action"] == .string(turbo ? "advance" : "load"))
        #expect(session.send(##"{"text":"#referer"}"##)["text"] == .string(server.url("/form").absoluteString))
        session.send(##"{"visit":"/next"}"##)
        #expect(session.send(##"{"text":"#referer"}"##)["text"] == .string("none"))
    }
}
