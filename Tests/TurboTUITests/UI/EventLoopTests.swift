import Foundation
import Testing
import Base
import Net
import Turbo
import UI

/// The real loop with keys handed to an in-memory terminal's loop once the
/// page each one needs is in; pages come from a fixture transport, but for
/// the progress bar's test, whose timing is the real transport's poll.
@Suite("Event loop")
struct EventLoopTests {
    static func site() throws -> FixtureTransport {
        HTTPFixtures.transport([
            "/": try HTTPFixtures.answer("site/home"),
            "/second": try HTTPFixtures.answer("site/second"),
            "/new": try HTTPFixtures.answer("site/new"),
        ])
    }

    static var modalNew: BrowserConfiguration {
        BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/new" ? PathProperties(["context": .string("modal")]) : PathProperties()
        })
    }

    @Test func followsALink() throws {
        let site = try Self.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        #expect(ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), typing: [.key(.tab), .key(.enter)]) == nil, "nothing quit")
        #expect(terminal.rows[0] == " Second — http://app.test/second")
        #expect(terminal.rows[1] == "the second page")
        #expect(terminal.restored == false, "the command, not the loop, restores the terminal")
    }

    @Test func backInOneRunMakesNoRequest() throws {
        let site = try Self.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .enter, .character("h")])
        #expect(terminal.rows[0] == " Home — http://app.test/")
        #expect(site.requests.map(\.url.path) == ["/", "/second"])
    }

    @Test func modalRouteOpensOverThePageAndEscClosesIt() throws {
        let site = try Self.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: Self.modalNew)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .tab, .enter])
        #expect(terminal.rows.contains { $0.contains("[Done]") && $0.contains("New post") })
        #expect(terminal.rows.contains { $0.contains("inside the modal") })
        #expect(terminal.rows[0].contains("Home"), "the page below stays visible")

        let closing = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        ScriptedLoop.run(EventLoop(terminal: closing, transport: try Self.site(), configuration: Self.modalNew),
                         opening: HTTPFixtures.url("/"), keys: [.tab, .tab, .enter, .escape])
        expectRows(closing.rows, [" Home — http://app.test/", "second new"] + Array(repeating: "", count: 9) + ["http://app.test/new"],
                   "the modal is gone, the page below shown whole with its focused link")
    }

    @Test func aRedirectToAModalRouteOpensTheModalWithoutASecondRequest() throws {
        let site = HTTPFixtures.transport([
            "/": .html("<title>Home</title><p><a href='/account'>account</a></p>"),
            "/account": .redirect(to: "/new", status: 302),
            "/new": .html("<title>Sign in first</title><p>the sign-in form</p>"),
        ])
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        ScriptedLoop.run(EventLoop(terminal: terminal, transport: site, configuration: Self.modalNew),
                         opening: HTTPFixtures.url("/"), keys: [.tab, .enter])
        #expect(terminal.rows.contains { $0.contains("[Done]") && $0.contains("Sign in first") }, "\(terminal.rows)")
        #expect(terminal.rows[0].contains("Home"), "the account page went to the modal, not the main stack")
        #expect(site.requests.map(\.url.path) == ["/", "/account", "/new"], "the redirect's answer is rendered, not fetched again")
    }

    @Test func aSignalEndsTheLoopAndTheRunReportsIt() throws {
        let site = try Self.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        #expect(ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), typing: [.terminate(signal: "SIGTERM"), .key(.tab)]) == .signal("SIGTERM"))
        #expect(loop.state.activePage?.focusedLink == nil, "nothing after the signal was handled")
    }

    @Test func progressBarShowsWhileASlowPageLoads() throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 1.2, .init(.html("<p>slow page</p>"))) }
        defer { server.stop() }
        let terminal = WatchingTerminal(size: ScreenSize(rows: 6, columns: 30))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration.testApp())
        let started = SystemMonotonicClock().now
        ScriptedLoop.run(loop, opening: server.url("/slow"))
        let elapsed = started.duration(to: .now)
        let bar = try #require(terminal.frames.first { $0.rows[1].hasPrefix(ProgressBarView.filled) }, "\(terminal.frames.map(\.rows))")
        let look = ScreenLook(bar.buffer)
        #expect(look.cell(1, 0).attributes.contains(.bold) && look.cell(1, 0).foreground == ColorScheme.standard.foreground(for: .marker),
                "the bar in the marker colour, bold: \(look.cell(1, 0))")
        expectRows(terminal.rows, [0: " \(server.url("/slow").absoluteString)", 1: "slow page"])
        // Woken by the network and the bar's timer, not spinning: a busy
        // loop would draw thousands of frames in this time.
        #expect(terminal.frames.count < Int(elapsed / .milliseconds(10)))
    }
}

/// Issue 32: under a flood of live messages, `q` took seconds. What the user
/// does in a turn goes before the messages that came in it.
@Suite("Event loop: keys before a flood of live messages")
struct EventLoopLiveFloodTests {
    @Test func qQuitsBeforeTheMessagesOfItsTurnAreApplied() throws {
        let site = HTTPFixtures.transport(["/": .html("<title>Live</title><div id=log><p>start</p></div>")])
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        loop.start(opening: HTTPFixtures.url("/"))
        #expect(loop.run(until: { loop.isSettled && loop.state.activePage?.isComplete == true }, deadline: loop.now + .seconds(10)) == .done)
        let document = try #require(loop.state.activePage?.shownDocument)
        let owner = LiveOwner(tab: loop.state.tabs.current.id, stack: .main)
        let flood = (0..<2000).map { number in
            BrowserEvent.live(LiveMessage(owner: owner, document: document,
                                          html: "<turbo-stream action=append target=log><template><p>flood \(number)</p></template></turbo-stream>",
                                          ownRequests: RequestIDHistory()))
        }
        loop.send(flood + [.input(.key(.character("q")))])
        #expect(loop.state.exit == .quit)
        #expect(!(loop.state.activePage?.lines.contains { $0.text.contains("flood") } ?? true), "no message of q's turn was applied first")
        loop.stop()
    }

    @Test func liveMessagesAloneKeepTheirOrder() throws {
        let site = HTTPFixtures.transport(["/": .html("<title>Live</title><div id=log></div>")])
        let loop = EventLoop(terminal: MemoryTerminal(size: ScreenSize(rows: 8, columns: 40)), transport: site,
                             configuration: BrowserConfiguration.testApp())
        loop.start(opening: HTTPFixtures.url("/"))
        #expect(loop.run(until: { loop.isSettled && loop.state.activePage?.isComplete == true }, deadline: loop.now + .seconds(10)) == .done)
        let document = try #require(loop.state.activePage?.shownDocument)
        let owner = LiveOwner(tab: loop.state.tabs.current.id, stack: .main)
        loop.send((1...3).map { number in
            .live(LiveMessage(owner: owner, document: document,
                              html: "<turbo-stream action=append target=log><template><p>m\(number)</p></template></turbo-stream>",
                              ownRequests: RequestIDHistory()))
        })
        #expect(loop.state.activePage?.lines.map(\.text).filter { $0.hasPrefix("m") } == ["m1", "m2", "m3"])
        loop.stop()
    }
}
