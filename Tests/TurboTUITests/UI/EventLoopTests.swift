import Foundation
import Testing
@testable import TurboTUI

/// The real loop, real transport and a real server, with keys handed to an
/// in-memory terminal's loop once the page each one needs is in.
@Suite("Event loop")
struct EventLoopTests {
    static func site() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html("<title>Home</title><p><a href='/second'>second</a> <a href='/new'>new</a></p>")
            case "/second": return .html("<title>Second</title><p>the second page</p>")
            case "/new": return .html("<title>New post</title><p>inside the modal</p>")
            default: return .html("<p>missing</p>", status: 404)
            }
        }
    }

    static var modalNew: BrowserConfiguration {
        BrowserConfiguration(pathProperties: { url in
            url.path == "/new" ? PathProperties(["context": .string("modal")]) : PathProperties()
        })
    }

    @Test func followsALink() throws {
        let server = try Self.site()
        defer { server.stop() }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        #expect(ScriptedLoop.run(loop, opening: server.url("/"), typing: [.key(.tab), .key(.enter)]) == nil, "nothing quit")
        #expect(terminal.rows[0] == " Second — \(server.url("/second"))")
        #expect(terminal.rows[1] == "the second page")
        #expect(terminal.restored == false, "the command, not the loop, restores the terminal")
    }

    @Test func backInOneRunMakesNoRequest() throws {
        let server = try Self.site()
        defer { server.stop() }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        ScriptedLoop.run(loop, opening: server.url("/"), keys: [.tab, .enter, .character("h")])
        #expect(terminal.rows[0] == " Home — \(server.url("/"))")
        #expect(server.requests.map(\.target) == ["/", "/second"])
    }

    @Test func modalRouteOpensOverThePageAndEscClosesIt() throws {
        let server = try Self.site()
        defer { server.stop() }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: Self.modalNew)
        ScriptedLoop.run(loop, opening: server.url("/"), keys: [.tab, .tab, .enter])
        #expect(terminal.rows.contains { $0.contains("[Done]") && $0.contains("New post") })
        #expect(terminal.rows.contains { $0.contains("inside the modal") })
        #expect(terminal.rows[0].contains("Home"), "the page below stays visible")

        let closing = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        ScriptedLoop.run(EventLoop(terminal: closing, transport: CurlTransport(), configuration: Self.modalNew),
                         opening: server.url("/"), keys: [.tab, .tab, .enter, .escape])
        #expect(!closing.rows.joined().contains("[Done]"))
        #expect(closing.rows[1] == "second new")
    }

    @Test func aRedirectToAModalRouteOpensTheModalWithoutASecondRequest() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html("<title>Home</title><p><a href='/account'>account</a></p>")
            case "/account": return .redirect(to: "/new", status: 302)
            case "/new": return .html("<title>Sign in first</title><p>the sign-in form</p>")
            default: return .html("<p>missing</p>", status: 404)
            }
        }
        defer { server.stop() }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        ScriptedLoop.run(EventLoop(terminal: terminal, transport: CurlTransport(), configuration: Self.modalNew),
                         opening: server.url("/"), keys: [.tab, .enter])
        #expect(terminal.rows.contains { $0.contains("[Done]") && $0.contains("Sign in first") }, "\(terminal.rows)")
        #expect(terminal.rows[0].contains("Home"), "the account page went to the modal, not the main stack")
        #expect(server.requests.map(\.target) == ["/", "/account", "/new"], "the redirect's answer is rendered, not fetched again")
    }

    @Test func aSignalEndsTheLoopAndTheRunReportsIt() throws {
        let server = try Self.site()
        defer { server.stop() }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        #expect(ScriptedLoop.run(loop, opening: server.url("/"), typing: [.terminate(signal: "SIGTERM"), .key(.tab)]) == .signal("SIGTERM"))
        #expect(loop.state.activePage?.focusedLink == nil, "nothing after the signal was handled")
    }

    @Test func progressBarShowsWhileASlowPageLoads() throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 1.2, .init(.html("<p>slow page</p>"))) }
        defer { server.stop() }
        let terminal = RecordingTerminal(size: ScreenSize(rows: 6, columns: 30))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        let started = ContinuousClock.now
        ScriptedLoop.run(loop, opening: server.url("/slow"))
        let elapsed = started.duration(to: .now)
        #expect(terminal.frames.contains { $0.rowsAsText[1].hasPrefix(ProgressBarView.filled) })
        #expect(terminal.frames.last?.rowsAsText[1] == "slow page")
        // Woken by the network and the bar's timer, not spinning: a busy
        // loop would draw thousands of frames in this time.
        #expect(terminal.frames.count < Int(elapsed / .milliseconds(10)))
    }
}
