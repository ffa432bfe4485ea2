import Foundation
import Testing
import Net
import UI

/// Local HTML files in the browser (issue 34): `turbo-tui ./page.html` and
/// its links to other files open, a missing file is named, and a file page
/// never goes through the transport, so no cookie leaves with it and no
/// form of it is sent. The real loop on the in-memory screen.
@Suite("Local files in the browser")
struct LocalFileBrowsingTests {
    /// Short, so the rows below read whole.
    let directory = URL(fileURLWithPath: "/tmp/tt-\(UUID().uuidString.prefix(6))")

    func write(_ name: String, _ html: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The files' loop, with a cookie in the jar that must never leave.
    func browse(_ start: URL, typing events: [InputEvent]) -> (MemoryTerminal, FixtureTransport) {
        let transport = FixtureTransport()
        transport.cookieJar.add(Cookie(netscapeLine: "app.test\tFALSE\t/\tFALSE\t0\t_session\tsecret")!)
        let terminal = MemoryTerminal(size: ScreenSize(rows: 6, columns: 80))
        let loop = EventLoop(terminal: terminal, transport: transport, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: start, typing: events)
        return (terminal, transport)
    }

    @Test func aFileAndItsLinkToAnotherFileOpen() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try write("b.html", "<title>Bee</title><p>the bee page</p>")
        let a = try write("a.html", "<title>Ay</title><p><a href='b.html'>to bee</a></p>")
        let (terminal, transport) = browse(a, typing: [.key(.tab), .key(.enter)])
        expectRows(terminal.rows, [0: " Bee — \(directory.appendingPathComponent("b.html").absoluteString)", 1: "the bee page"])
        #expect(terminal.drawn(row: 0, column: 1).attributes.contains(.reverse), "the title bar")
        #expect(transport.requests.isEmpty, "files are read from disk: the transport (and its cookies) is never asked")
    }

    @Test func aMissingFileIsNamedOnTheErrorView() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try write("a.html", "<title>Ay</title><p><a href='gone.html'>gone</a></p>")
        let (terminal, _) = browse(a, typing: [.key(.tab), .key(.enter)])
        let gone = directory.appendingPathComponent("gone.html")
        expectRows(terminal.rows, [1: "Could not load the page", 3: gone.absoluteString,
                                   5: "Could not load \(gone.absoluteString): no such file (r: retry)"],
                   "the error view and the status line name the file, in one line each")
        #expect(terminal.drawn(row: 5, column: 0).attributes.contains(.bold), "an error: \(terminal.drawn(row: 5, column: 0))")
    }

    @Test func aFormInAFileIsNotSentAndAWebLinkIsOnlyOffered() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try write("form.html", """
            <title>Form</title><form method=post action='http://app.test/posts'><button>Send</button></form>\
            <p><a href='http://app.test/'>the app</a></p>
            """)
        let (terminal, transport) = browse(page, typing: [.key(.tab), .key(.enter)])
        #expect(terminal.rows.last == "A form in a local file is not sent", "\(terminal.rows)")
        let (offered, _) = browse(page, typing: [.key(.tab), .key(.tab), .key(.enter)])
        #expect(offered.rows.dropFirst(4).joined().hasPrefix("Another site: http://app.test/"), "\(offered.rows)")
        #expect(transport.requests.isEmpty)
    }

    @Test func aWebPageCannotOpenAFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = try write("secret.html", "<p>secret</p>")
        let transport = FixtureTransport()
        transport.answer(HTTPFixtures.url("/"), with: .html("<title>Web</title><p><a href='\(secret.absoluteString)'>file</a></p>"))
        let terminal = MemoryTerminal(size: ScreenSize(rows: 6, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: transport, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .enter, .tab, .character("T")])
        expectRows(terminal.rows, [0: " Web — http://app.test/", 5: "Refused: file: links are not followed"],
                   "neither Enter nor T (a new tab) opens it")
    }
}
