import Foundation
import Testing
import HTML
import Net
import Turbo
import UI

/// Frames in Turbo 8 (turbo-wire R4): `recurse` fills a frame from a nested
/// frame of the answer, `autoscroll` with `data-autoscroll-block` scrolls a
/// filled frame into view. Pure parts here; the browser against a server on
/// 127.0.0.1 and the demo app below.
@Suite("Frames: recurse and autoscroll")
struct FrameAutoscrollRecurseTests {
    private static let page = URL(string: "http://x.test/")!

    private static func html(_ body: String, at path: String) -> HTTPResponse {
        HTTPResponse(status: 200, url: URL(string: "http://x.test\(path)")!, headers: [("Content-Type", "text/html")],
                     body: Array(body.utf8))
    }

    private static func swap(_ answer: HTTPResponse, into pageHTML: String, recursions: Int = 0) throws -> (Document, FrameAnswer) {
        let document = HTMLParser.parse(pageHTML)
        let frame = try #require(document.element(withID: "inbox").flatMap(TurboFrame.init))
        return (document, FrameSwap.apply(answer, to: frame, in: document, page: page, recursions: recursions))
    }

    @Test func anAnswerWithoutTheFrameButARecursingOneNamesItsLoad() throws {
        let answer = Self.html(#"<turbo-frame id="wrap" src="nested/inner" recurse="other inbox">wait</turbo-frame>"#, at: "/mail/outer")
        let (document, result) = try Self.swap(answer, into: #"<turbo-frame id="inbox" src="/mail/outer"></turbo-frame>"#)
        guard case .recurse(let nested) = result else { Issue.record("\(result)"); return }
        #expect(nested.url.absoluteString == "http://x.test/mail/nested/inner")
        #expect(nested.frameID == "wrap")
        #expect(document.element(withID: "inbox")?.attribute("src") == "http://x.test/mail/outer")
    }

    @Test func aRecursingFrameForAnotherIDOrWithoutSrcIsMissing() throws {
        for body in [#"<turbo-frame id="wrap" src="/inner" recurse="inboxes">x</turbo-frame>"#,
                     #"<turbo-frame id="wrap" recurse="inbox">x</turbo-frame>"#] {
            let (_, result) = try Self.swap(Self.html(body, at: "/outer"), into: #"<turbo-frame id="inbox" src="/outer"></turbo-frame>"#)
            guard case .missing = result else { Issue.record("\(body): \(result)"); continue }
        }
    }

    @Test func theNestedAnswerFillsTheFrameAndLeavesItsSrc() throws {
        let inner = Self.html(#"<turbo-frame id="inbox"><p>Inner mail</p></turbo-frame>"#, at: "/inner")
        let (document, result) = try Self.swap(inner, into: #"<turbo-frame id="inbox" src="http://x.test/outer"></turbo-frame>"#,
                                               recursions: 1)
        guard case .rendered = result else { Issue.record("\(result)"); return }
        #expect(document.element(withID: "inbox")?.textContent == "Inner mail")
        #expect(document.element(withID: "inbox")?.attribute("src") == "http://x.test/outer", "src stays the frame's own")
    }

    @Test func recursionStopsAtItsDepth() throws {
        let loop = Self.html(#"<turbo-frame id="wrap" src="/outer" recurse="inbox">x</turbo-frame>"#, at: "/outer")
        let (_, result) = try Self.swap(loop, into: #"<turbo-frame id="inbox" src="/outer"></turbo-frame>"#,
                                        recursions: FrameRecursion.maximumDepth)
        guard case .missing = result else { Issue.record("\(result)"); return }
    }

    @Test func autoscrollIsReadFromEitherFrameAndTheBlockFromThePagesFrame() throws {
        let document = HTMLParser.parse(#"""
            <turbo-frame id="a" autoscroll data-autoscroll-block="start"></turbo-frame><turbo-frame id="b"></turbo-frame>
            <turbo-frame id="c" autoscroll data-autoscroll-block="sideways"></turbo-frame><turbo-frame id="d" autoscroll></turbo-frame>
            """#)
        let element = { (id: String) in document.element(withID: id)! }
        #expect(FrameAutoscroll(frame: element("a"), answer: nil) == .start)
        #expect(FrameAutoscroll(frame: element("b"), answer: element("b")) == nil)
        #expect(FrameAutoscroll(frame: element("b"), answer: element("d")) == .end, "the answer's autoscroll counts")
        #expect(FrameAutoscroll(frame: element("c"), answer: nil) == .end, "an unknown block is end")
        #expect(FrameAutoscroll(frame: element("d"), answer: nil) == .end)
    }

    @Test func eachBlockPlacesTheFramesRows() {
        // A frame on rows 30..<34 in a view 10 rows tall, now at the top of the page.
        let rows = 30..<34
        #expect(FrameAutoscroll.start.top(showing: rows, height: 10, currentTop: 0) == 30)
        #expect(FrameAutoscroll.end.top(showing: rows, height: 10, currentTop: 0) == 24)
        #expect(FrameAutoscroll.center.top(showing: rows, height: 10, currentTop: 0) == 27)
        #expect(FrameAutoscroll.nearest.top(showing: rows, height: 10, currentTop: 0) == 24, "below: its end at the bottom")
        #expect(FrameAutoscroll.nearest.top(showing: rows, height: 10, currentTop: 40) == 30, "above: its start at the top")
        #expect(FrameAutoscroll.nearest.top(showing: rows, height: 10, currentTop: 28) == 28, "in view: no move")
        #expect(FrameAutoscroll.nearest.top(showing: 30..<50, height: 10, currentTop: 0) == 30, "taller than the view: its start")
    }

    // MARK: The browser, through the driver, against 127.0.0.1

    private static func start() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let filler = (1...40).map { "<p>Filler line \($0).</p>" }.joined()
            switch request.target {
            case "/":
                return .html("""
                    <title>Mail</title>\(filler)
                    <turbo-frame id="inbox" src="/outer" autoscroll data-autoscroll-block="start"><p>Loading mail</p></turbo-frame>
                    <p>After the frame.</p>\(filler)
                    """)
            case "/outer":
                return .html(#"<title>Outer</title><turbo-frame id="wrap" src="/inner" recurse="inbox">Wait</turbo-frame>"#)
            case "/inner":
                return .html(#"<title>Inner</title><turbo-frame id="inbox"><p id="mail">Inner mail arrived.</p></turbo-frame>"#)
            default:
                return .html("<title>Missing</title>", status: 404)
            }
        }
    }

    @Test func aRecursingFrameIsFilledFromTheNestedAnswerAndScrolledToTheTop() throws {
        let server = try Self.start()
        defer { server.stop() }
        let session = DriverSession(size: ScreenSize(rows: 12, columns: 60))
        let answer = session.send(##"{"visit":"\##(server.url("/"))"}"##)
        #expect(answer.ok, "\(answer.line)")
        #expect(session.send(##"{"text":"#inbox"}"##)["text"] == .string("Inner mail arrived."))
        let inner = try #require(server.requests.first { $0.target == "/inner" })
        #expect(inner.header("Turbo-Frame") == "wrap", "the nested frame loads as itself")
        #expect(server.requests.first { $0.target == "/outer" }?.header("Turbo-Frame") == "inbox")
        let screen = session.send(##"{"screen":true}"##)["rows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(screen.count == 12, "\(screen)")
        #expect(screen.dropFirst().first?.hasPrefix("Inner mail arrived.") == true,
                "data-autoscroll-block=start: the frame's first row is the page's first: \(screen)")
    }

    /// The demo's /frames/autoscroll page: a frame at the bottom of a long page, filled through `recurse`.
    @Test func theDemosAutoscrollFrameIsScrolledIntoViewAtTheEnd() throws {
        let demo = try DemoServer.shared()
        let session = DriverSession(size: ScreenSize(rows: 12, columns: 80))
        let answer = session.send(##"{"visit":"\##(demo.url("/frames/autoscroll"))"}"##)
        #expect(answer.ok, "\(answer.line)")
        let text = session.send(##"{"text":"#autoscrolled"}"##)["text"]?.stringValue ?? ""
        #expect(text.contains("Filled through a recursing frame"), "\(text)")
        let screen = session.send(##"{"screen":true}"##)["rows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let last = screen.dropLast().last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(last.contains("End of the autoscrolled frame."), "the end block puts the frame's last row at the bottom: \(screen)")
    }
}
