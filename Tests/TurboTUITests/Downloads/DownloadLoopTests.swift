import Foundation
import Testing
import Base
import Net
import UI

/// Downloads in the real loop, through libcurl, against a real server on
/// 127.0.0.1: a file offered instead of shown, saved with `s` into the
/// downloads directory as it streams, side by side with browsing.
@Suite("Downloads in the event loop", .serialized)
struct DownloadLoopTests {
    static let pdf = Array("%PDF-1.4 a small document".utf8)

    /// A directory of its own for each test, removed after.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-dl-\(UUID().uuidString)").path
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
        func bytes(_ name: String) -> [UInt8]? { FileManager.default.contents(atPath: path + "/" + name).map(Array.init) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static func serve(_ extra: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply? = { _ in nil })
        throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if let reply = extra(request) { return reply }
            switch request.target {
            case "/":
                return .html("<title>Files</title><p><a href=\"/files/sample.pdf\">A PDF</a></p>"
                             + "<p><a href=\"/report\">Report</a></p><p><a href=\"/page\" download>Saved page</a></p>",
                             headers: [("Set-Cookie", "session=s3cret; Path=/")])
            case "/files/sample.pdf":
                // Behind a sign-in: only the cookie set by the first page gets it.
                guard request.header("Cookie") == "session=s3cret" else { return .html("<p>sign in</p>", status: 403) }
                return .respond(status: 200, headers: [("Content-Type", "application/pdf")], body: pdf)
            case "/report":
                return .respond(status: 200, headers: [("Content-Type", "application/pdf"),
                                                       ("Content-Disposition", #"attachment; filename="../../.bashrc""#)], body: pdf)
            case "/page":
                return .html("<p>a page to keep</p>")
            default:
                return .html("<p>missing</p>", status: 404)
            }
        }
    }

    static func makeLoop(_ folder: Folder, rows: Int = 12) -> (EventLoop, MemoryTerminal) {
        let terminal = MemoryTerminal(size: ScreenSize(rows: rows, columns: 160))
        var configuration = BrowserConfiguration.testApp()
        configuration.downloadDirectory = folder.path
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: configuration)
        return (loop, terminal)
    }

    /// Opens the server's first page, follows its first link, saves what is offered and
    /// runs until the download ends.
    static func saveFirstLink(from server: LoopbackHTTPServer, into folder: Folder) {
        let (loop, _) = makeLoop(folder)
        run(loop, server.url("/"), keys: [.tab, .enter, .character("s")],
            until: { loop.state.downloads.items.first?.isRunning == false })
        loop.stop()
    }

    /// Opens `url`, types each key once the loop has settled, then runs until `done` (10 s at most).
    @discardableResult
    static func run(_ loop: EventLoop, _ url: URL, keys: [Key], until done: () -> Bool) -> Bool {
        let deadline = loop.now + .seconds(10)
        loop.start(opening: url)
        for key in keys {
            loop.run(until: { loop.isSettled }, deadline: deadline)
            loop.send(.input(.key(key)))
        }
        let wake = loop.run(until: done, deadline: deadline)
        return wake == .done
    }

    static func status(_ terminal: MemoryTerminal) -> String { terminal.rows.suffix(3).joined(separator: "\n") }

    @Test func aPDFLinkIsOfferedAndSSavesItWithTheCookieJar() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .enter], until: { loop.state.downloads.offered != nil })
        #expect(Self.status(terminal).contains("Not a page (.pdf): \(server.url("/files/sample.pdf").absoluteString)"), "\(terminal.rows)")
        #expect(Self.status(terminal).contains("s: save, v: view, y: copy URL"), "\(terminal.rows)")
        #expect(!server.requests.contains { $0.target == "/files/sample.pdf" }, "Turbo does not visit a .pdf: nothing fetched yet")
        loop.send(.input(.key(.character("s"))))
        #expect(loop.run(until: { loop.state.downloads.items.first?.path != nil }, deadline: .now + .seconds(10)) == .done)
        loop.stop()
        #expect(folder.names == ["sample.pdf"])
        #expect(folder.bytes("sample.pdf") == Self.pdf)
        let request = try #require(server.requests.last { $0.target == "/files/sample.pdf" })
        #expect(request.header("Cookie") == "session=s3cret", "the shared cookie jar")
        #expect(Self.status(terminal).contains("Saved 25 B to \(folder.path)/sample.pdf"), "\(terminal.rows)")
    }

    @Test func theHostileNameIsSavedHarmlesslyInsideTheDirectory() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        // Report is the second link; its answer is a PDF sent as an attachment.
        Self.run(loop, server.url("/"), keys: [.tab, .tab, .enter], until: { loop.state.downloads.offered != nil })
        #expect(Self.status(terminal).contains("Not a page (application/pdf)"), "\(terminal.rows)")
        loop.send(.input(.key(.character("s"))))
        loop.run(until: { loop.state.downloads.items.first?.isRunning == false }, deadline: .now + .seconds(10))
        loop.stop()
        #expect(folder.names == ["bashrc"])
        #expect(folder.bytes("bashrc") == Self.pdf)
        let parent = (folder.path as NSString).deletingLastPathComponent
        #expect(!FileManager.default.fileExists(atPath: parent + "/.bashrc"))
    }

    @Test func anExistingFileIsNeverOverwritten() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.path + "/sample.pdf"))
        try Data("mine too".utf8).write(to: URL(fileURLWithPath: folder.path + "/sample (1).pdf"))
        Self.saveFirstLink(from: server, into: folder)
        #expect(folder.names == ["sample (1).pdf", "sample (2).pdf", "sample.pdf"])
        #expect(folder.bytes("sample.pdf") == Array("mine".utf8))
        #expect(folder.bytes("sample (2).pdf") == Self.pdf)
    }

    /// Issue 32: a name taken by a symbolic link or a directory failed the download
    /// ("is a symbolic link; name the file it points to"); it is numbered past them.
    @Test func aNameTakenByALinkOrADirectoryIsNumberedPastThem() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path + "/sample (1).pdf", withIntermediateDirectories: true)
        let elsewhere = folder.path + "/../" + "turbo-tui-dl-target-\(UUID().uuidString)"
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: elsewhere))
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sample.pdf", withDestinationPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sample (2).pdf", withDestinationPath: "/nowhere/at/all")
        Self.saveFirstLink(from: server, into: folder)
        #expect(folder.names == ["sample (1).pdf", "sample (2).pdf", "sample (3).pdf", "sample.pdf"])
        #expect(folder.bytes("sample (3).pdf") == Self.pdf)
        #expect(FileManager.default.contents(atPath: elsewhere) == Data("theirs".utf8), "the link's file is not written")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/sample.pdf") == elsewhere)
    }

    /// Issue 32: `filename="` (a quote never closed) saved a file named `"`; now the URL names it.
    @Test func anUnterminatedQuotedNameFallsBackToTheURLsName() throws {
        let server = try Self.serve { request in
            switch request.target {
            case "/": return .html("<title>Files</title><p><a href=\"/files/cut.pdf\">Cut</a></p>")
            case "/files/cut.pdf":
                return .respond(status: 200, headers: [("Content-Type", "application/pdf"),
                                                       ("Content-Disposition", #"attachment; filename=""#)], body: DownloadLoopTests.pdf)
            default: return nil
            }
        }
        defer { server.stop() }
        let folder = Folder()
        Self.saveFirstLink(from: server, into: folder)
        #expect(folder.names == ["cut.pdf"])
        #expect(folder.bytes("cut.pdf") == Self.pdf)
    }

    @Test func aServerThatDiesHalfwayLeavesNoPartialFile() throws {
        let server = try Self.serve { request in
            request.target == "/files/sample.pdf"
                ? .reset(afterBytes: Array(repeating: 0x25, count: 200_000), headers: [("Content-Type", "application/pdf")]) : nil
        }
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("s")],
                 until: { loop.state.downloads.items.first?.isRunning == false })
        loop.stop()
        #expect(folder.names == [], "the partial file is gone: \(folder.names)")
        guard case .failed = loop.state.downloads.items.first?.phase else {
            Issue.record("failed: \(String(describing: loop.state.downloads.items.first))")
            return
        }
        #expect(Self.status(terminal).contains("Could not download"), "\(terminal.rows)")
        let cells = terminal.frame
        let row = try #require(terminal.rows.lastIndex { $0.contains("Could not download") })
        #expect(cells[row, 0].style.role == .error && cells[row, 0].style.attributes.contains(.bold))
    }

    @Test func anErrorStatusSavesNothing() throws {
        let server = try Self.serve { request in
            request.target == "/files/sample.pdf" ? .html("<p>no</p>", status: 404) : nil
        }
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("s")],
                 until: { loop.state.downloads.items.first?.isRunning == false })
        loop.stop()
        #expect(folder.names == [])
        #expect(Self.status(terminal).contains("HTTP 404; nothing saved"), "\(terminal.rows)")
    }

    /// The demo-like page whose PDF comes 4 000 bytes every 50 ms (400 000
    /// in all): long enough to watch, cancel or quit while it runs.
    private static func serveSlowPDF() throws -> LoopbackHTTPServer {
        let slow = LoopbackHTTPServer.Reply.trickle(
            head: Array("HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: 400000\r\n\r\n".utf8),
            rest: Array(repeating: 0x41, count: 400_000), piece: 4000, interval: 0.05)
        return try serve { request in request.target == "/files/sample.pdf" ? slow : nil }
    }

    @Test func progressShowsWhileBrowsingGoesOnAndEscCancelsTheOneInView() throws {
        let server = try Self.serveSlowPDF()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("s")],
                 until: { (loop.state.downloads.inView?.bytes ?? 0) > 20_000 })
        let status = Self.status(terminal)
        #expect(status.contains("Saving sample.pdf: "), "\(status)")
        #expect(status.contains(" of 390.6 KiB ("), "\(status)")
        #expect(status.contains("KiB/s"), "\(status)")
        #expect(status.contains(" left (Esc: cancel, D: downloads)"), "\(status)")
        // A second download of the same file runs beside the first.
        loop.send(.input(.key(.enter)))
        loop.run(until: { loop.state.downloads.offered != nil }, deadline: .now + .seconds(5))
        loop.send(.input(.key(.character("s"))))
        loop.run(until: { loop.state.downloads.items.filter(\.isRunning).count == 2 }, deadline: .now + .seconds(5))
        loop.run(until: { false }, deadline: .now + .milliseconds(300))
        #expect(Self.status(terminal).contains("1 more running"), "\(Self.status(terminal))")
        // Browsing goes on meanwhile: the page moves, the downloads keep running.
        loop.send(.input(.key(.tab)))
        // The loop is not settled while downloads run (the driver waits for them); the page is.
        loop.run(until: { !loop.state.isBusy }, deadline: .now + .seconds(5))
        #expect(!loop.isSettled)
        #expect(loop.state.downloads.items.filter(\.isRunning).count == 2)
        loop.send(.input(.key(.escape)))
        #expect(loop.state.downloads.items.last?.phase == .cancelled, "the newest, which the status line shows")
        #expect(loop.state.downloads.items.first?.isRunning == true)
        loop.send(.input(.key(.escape)))
        #expect(loop.state.downloads.items.first?.phase == .cancelled)
        loop.run(until: { false }, deadline: .now + .milliseconds(200))
        loop.stop()
        #expect(folder.names == [], "cancelled downloads leave no partial file: \(folder.names)")
        #expect(Self.status(terminal).contains("Cancelled the download of sample.pdf"), "\(Self.status(terminal))")
    }

    @Test func theDownloadsScreenListsFinishedAndFailedOnesWithPaths() throws {
        let server = try Self.serve { request in
            request.target == "/page" ? .reset(afterBytes: [1, 2, 3], headers: [("Content-Type", "application/pdf")]) : nil
        }
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder, rows: 14)
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("s")],
                 until: { loop.state.downloads.items.first?.isRunning == false })
        // The `download` link, whose server dies after three bytes.
        loop.send(.input(.key(.tab)))
        loop.send(.input(.key(.tab)))
        loop.send(.input(.key(.enter)))
        loop.run(until: { loop.state.downloads.offered != nil }, deadline: .now + .seconds(5))
        loop.send(.input(.key(.character("s"))))
        loop.run(until: { loop.state.downloads.items.count == 2 && !loop.state.downloads.isRunning }, deadline: .now + .seconds(5))
        loop.send(.input(.key(.character("D"))))
        let rows = terminal.rows
        #expect(rows[0].hasPrefix(" Downloads (saved in \(folder.path))"), "\(rows)")
        #expect(terminal.frame[0, 1].style.attributes == [.bold, .underline], "the title line (ListTitle)")
        let failed = try #require(rows.firstIndex { $0.contains("failed:") }, "\(rows)")
        #expect(terminal.frame[failed, 2].style.role == .error)
        let saved = try #require(rows.firstIndex { $0.contains("sample.pdf  saved: 25 B") }, "\(rows)")
        #expect(rows[saved + 1] == "      \(folder.path)/sample.pdf")
        #expect(failed < saved, "newest first")
        loop.send(.input(.key(.escape)))
        #expect(terminal.rows[0].contains("Files"), "Esc closes it: \(terminal.rows)")
        loop.stop()
    }

    @Test func yCopiesTheOfferedURLAndEscCancelsTheOffer() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("y")], until: { loop.isSettled })
        #expect(terminal.clipboard == [server.url("/files/sample.pdf").absoluteString])
        #expect(loop.state.downloads.offered == nil || loop.state.offer == nil)
        loop.send(.input(.key(.enter)))
        loop.run(until: { loop.state.downloads.offered != nil }, deadline: .now + .seconds(5))
        loop.send(.input(.key(.escape)))
        loop.send(.input(.key(.character("s"))))
        loop.run(until: { false }, deadline: .now + .milliseconds(200))
        loop.stop()
        #expect(loop.state.downloads.items.isEmpty, "s after Esc saves nothing")
        #expect(folder.names == [])
    }

    @Test func aDownloadLinkIsOfferedWithoutVisitingIt() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .tab, .tab, .enter], until: { loop.state.downloads.offered != nil })
        #expect(Self.status(terminal).contains("A file to download: \(server.url("/page").absoluteString)"), "\(terminal.rows)")
        #expect(!server.requests.contains { $0.target == "/page" })
        loop.send(.input(.key(.character("s"))))
        loop.run(until: { loop.state.downloads.items.first?.isRunning == false }, deadline: .now + .seconds(10))
        loop.stop()
        #expect(folder.names == ["page"])
        #expect(folder.bytes("page") == Array("<p>a page to keep</p>".utf8))
    }

    @Test func anHTMLAttachmentIsOfferedNotShown() throws {
        let server = try Self.serve { request in
            request.target == "/export" ? .html("<p>exported</p>", headers: [("Content-Disposition", "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.html")]) : nil
        }
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/export"), keys: [.character("s")], until: { loop.state.downloads.items.first?.path != nil })
        loop.stop()
        #expect(folder.names == ["résumé.html"], "\(terminal.rows)")
    }

    @Test func quittingWhileADownloadRunsAsksAndLeavesNoPartialFile() throws {
        let server = try Self.serveSlowPDF()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = Self.makeLoop(folder)
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("s")],
                 until: { (loop.state.downloads.inView?.bytes ?? 0) > 8000 })
        #expect(folder.names.count == 1 && folder.names[0].hasPrefix(".sample.pdf.part-"), "the partial file: \(folder.names)")
        loop.send(.input(.key(.character("q"))))
        #expect(loop.state.question != nil && loop.state.exit == nil)
        expectRows(terminal.rows, [4: "                                           │ Quit and stop the running downloads (their partial files are removed)? │",
                                    6: "                                           │ y: yes   n: no                                                         │"])
        loop.send(.input(.key(.character("y"))))
        #expect(loop.state.exit == .quit)
        loop.stop()
        #expect(folder.names == [], "\(folder.names)")
    }

    @Test func anAnswerTooLargeForAPageIsOfferedAsAFile() throws {
        let server = try Self.serve { request in
            request.target == "/huge" ? .stream(totalBytes: 3 << 20, chunked: true, headers: [("Content-Type", "text/html")]) : nil
        }
        defer { server.stop() }
        let folder = Folder()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 160))
        var configuration = BrowserConfiguration.testApp()
        configuration.downloadDirectory = folder.path
        var limits = TransportLimits()
        limits.maximumBodyBytes = 1 << 20
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(configuration: TransportConfiguration(limits: limits)), configuration: configuration)
        Self.run(loop, server.url("/huge"), keys: [], until: { loop.state.downloads.offered != nil })
        #expect(Self.status(terminal).contains("Too large for a page (over 1 MiB): \(server.url("/huge").absoluteString) (s: save"),
                "\(terminal.rows)")
        loop.send(.input(.key(.character("s"))))
        loop.run(until: { loop.state.downloads.items.first?.isRunning == false }, deadline: .now + .seconds(10))
        loop.stop()
        #expect(folder.names == ["huge"])
        #expect(folder.bytes("huge")?.count == 3 << 20, "the whole answer, past the page limit")
    }

    @Test func vRunsAnInteractiveViewerOnAPrivateCopyThatIsRemovedAfter() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let seen = folder.path + "/seen"
        // The viewer notes the file's mode and path, and keeps a copy of what it was given.
        try "application/pdf; stat -c '%%a %%n' %s > \(seen) && cp %s \(seen).pdf; needsterminal\n"
            .write(toFile: folder.path + "/mailcap", atomically: true, encoding: .utf8)
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 160))
        var configuration = BrowserConfiguration.testApp()
        configuration.downloadDirectory = folder.path + "/saved"
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: configuration,
                             environment: ["MAILCAPS": folder.path + "/mailcap", "HOME": folder.path])
        Self.run(loop, server.url("/"), keys: [.tab, .enter, .character("v")],
                 until: { FileManager.default.fileExists(atPath: seen + ".pdf") && loop.isSettled })
        loop.run(until: { false }, deadline: .now + .milliseconds(100))
        loop.stop()
        let noted = try String(contentsOfFile: seen, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = noted.split(separator: " ", maxSplits: 1).map(String.init)
        #expect(parts.first == "600", "a private file: \(noted)")
        let path = try #require(parts.last)
        #expect(path.hasSuffix("/sample.pdf") && path.contains("/turbo-tui-view-"), "\(path)")
        #expect(folder.bytes("seen.pdf") == Self.pdf)
        #expect(!FileManager.default.fileExists(atPath: path), "removed after the viewer")
        #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent), "its directory too")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/saved"), "nothing went to the downloads directory")
    }
}
