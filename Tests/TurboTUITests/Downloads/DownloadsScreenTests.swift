import Foundation
import Testing
import Base
import UI

/// The downloads screen as an overlay (`Overlay.downloads`): one download
/// selected and cancelled by `c`; a visit's answer that is a file saved
/// from the bytes in hand; the loop settled only when downloads are done.
@Suite("Downloads: the D screen, held answers, settling", .serialized)
struct DownloadsScreenTests {
    typealias Folder = DownloadLoopTests.Folder

    /// `/one.zip` and `/two.zip` send a few bytes and hang; `/done.pdf` comes whole.
    static func serve() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/":
                return .html("<title>Files</title><p><a href=/one.zip download>one</a></p><p><a href=/two.zip download>two</a></p>"
                             + "<p><a href=/slow download>slow</a></p><p><a href=/report>report</a></p>")
            case "/one.zip", "/two.zip":
                return .stall(afterBytes: Array("PK".utf8), headers: [("Content-Type", "application/zip")], seconds: 5)
            case "/slow":
                return .trickle(head: Array("HTTP/1.1 200 OK\r\nContent-Type: application/zip\r\nContent-Length: 40\r\n\r\n".utf8),
                                rest: Array(repeating: 0x41, count: 40), piece: 10, interval: 0.1)
            case "/report":
                return .respond(status: 200, headers: [("Content-Type", "application/pdf"),
                                                       ("Content-Disposition", #"attachment; filename="report.pdf""#)],
                                body: DownloadLoopTests.pdf)
            default:
                return .html("<p>missing</p>", status: 404)
            }
        }
    }

    @Test func cInTheDownloadsScreenCancelsTheSelectedDownloadOnly() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = DownloadLoopTests.makeLoop(folder, rows: 14)
        loop.start(opening: server.url("/"))
        loop.run(until: { loop.state.stacks[.main].page != nil }, deadline: .now + .seconds(5))
        for count in [1, 2] {
            loop.send(.input(.key(.tab)))
            loop.send(.input(.key(.enter)))
            loop.send(.input(.key(.character("s"))))
            loop.run(until: { loop.state.downloads.items.count == count && loop.state.downloads.items.last?.phase == .receiving },
                     deadline: .now + .seconds(5))
        }
        #expect(loop.state.downloads.items.map(\.name) == ["one.zip", "two.zip"])
        #expect(loop.state.downloads.items.filter(\.isRunning).count == 2)
        #expect(!loop.isSettled, "running downloads keep the loop unsettled")
        loop.send(.input(.key(.character("D"))))
        guard case .downloads(.list(_, let selected))? = loop.state.chrome.overlay else {
            Issue.record("D opens the downloads overlay: \(String(describing: loop.state.chrome.overlay))")
            return
        }
        #expect(selected == loop.state.downloads.items[1].id, "the download in view is selected first")
        var rows = terminal.rows
        let two = try #require(rows.firstIndex { $0.hasPrefix("  two.zip  saving") }, "\(rows)")
        #expect(terminal.frame[two, 2].style.attributes.contains(.reverse), "the selected one is reversed")
        #expect(rows.last?.contains("c: cancel it") == true, "\(rows)")
        loop.send(.input(.key(.character("j"))))
        rows = terminal.rows
        let one = try #require(rows.firstIndex { $0.hasPrefix("  one.zip  saving") }, "\(rows)")
        #expect(terminal.frame[one, 2].style.attributes.contains(.reverse))
        #expect(!terminal.frame[two, 2].style.attributes.contains(.reverse))
        loop.send(.input(.key(.character("c"))))
        #expect(loop.state.downloads.items[0].phase == .cancelled)
        #expect(loop.state.downloads.items[1].isRunning, "the other one goes on")
        #expect(terminal.rows.contains { $0.hasPrefix("  one.zip  cancelled after ") }, "\(terminal.rows)")
        loop.send(.input(.key(.character("c"))))
        #expect(loop.state.chrome.message?.text == "Only a running download can be cancelled")
        loop.send(.input(.key(.escape)))
        #expect(loop.state.chrome.overlay == nil)
        #expect(terminal.rows[0].contains("Files"))
        loop.stop()
        #expect(folder.names == [], "a cancelled or stopped download leaves no file")
    }

    @Test func aVisitsAnswerThatIsAFileIsSavedFromTheBytesInHand() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = DownloadLoopTests.makeLoop(folder)
        DownloadLoopTests.run(loop, server.url("/"), keys: [.tab, .tab, .tab, .tab, .enter],
                              until: { loop.state.downloads.offered != nil })
        #expect(loop.state.downloads.offered?.held != nil, "the visit's answer is kept with the offer")
        loop.send(.input(.key(.character("s"))))
        #expect(loop.run(until: { loop.state.downloads.items.first?.path != nil }, deadline: .now + .seconds(5)) == .done)
        loop.stop()
        #expect(folder.names == ["report.pdf"])
        #expect(folder.bytes("report.pdf") == DownloadLoopTests.pdf)
        #expect(server.requests.filter { $0.target == "/report" }.count == 1, "no second GET for a body already held")
        #expect(DownloadLoopTests.status(terminal).contains("Saved 25 B to \(folder.path)/report.pdf"), "\(terminal.rows)")
    }

    /// A form whose answer is a file (an export): offered, and saved from the
    /// answer in hand; before, the status line said "Sent (HTTP 200)" and nothing more.
    @Test func aFormsAnswerThatIsAFileIsOfferedAndSavedFromTheBytesInHand() throws {
        let server = try LoopbackHTTPServer { request in
            if request.target.hasPrefix("/export") {
                return .respond(status: 200, headers: [("Content-Type", "application/pdf"),
                                                       ("Content-Disposition", #"attachment; filename="export.pdf""#)],
                                body: DownloadLoopTests.pdf)
            }
            return .html("<title>Export</title><form action=/export><button>Export</button></form>")
        }
        defer { server.stop() }
        let folder = Folder()
        let (loop, terminal) = DownloadLoopTests.makeLoop(folder)
        DownloadLoopTests.run(loop, server.url("/"), keys: [.tab, .enter], until: { loop.state.downloads.offered != nil })
        #expect(loop.state.downloads.offered?.held != nil, "the form's answer is kept with the offer")
        #expect(DownloadLoopTests.status(terminal).contains("The form's answer is a file (application/pdf)"), "\(terminal.rows)")
        loop.send(.input(.key(.character("s"))))
        #expect(loop.run(until: { loop.state.downloads.items.first?.path != nil }, deadline: .now + .seconds(5)) == .done)
        loop.stop()
        #expect(folder.names == ["export.pdf"])
        #expect(folder.bytes("export.pdf") == DownloadLoopTests.pdf)
        #expect(server.requests.filter { $0.target.hasPrefix("/export") }.count == 1, "the form is not sent again, nor fetched by GET")
    }

    @Test func theLoopIsSettledOnlyWhenTheDownloadIsDone() throws {
        let server = try Self.serve()
        defer { server.stop() }
        let folder = Folder()
        let (loop, _) = DownloadLoopTests.makeLoop(folder)
        DownloadLoopTests.run(loop, server.url("/"), keys: [.tab, .tab, .tab, .enter, .character("s")], until: { true })
        #expect(!loop.isSettled)
        #expect(loop.run(until: { loop.isSettled }, deadline: .now + .seconds(5)) == .done)
        #expect(loop.state.downloads.items.first?.path == folder.path + "/slow", "settled means saved")
        #expect(folder.bytes("slow")?.count == 40)
        loop.stop()
    }
}
