import Foundation
import Testing
import Base
import Net
import Turbo
import UI
import HTML

/// The real loop and a fixture transport with the 8 MB corpus page, which
/// takes seconds to parse and lay out in a debug build: keys, signals,
/// resizes and the progress bar are served while a worker prepares it.
/// Bounds are generous: half the time the same page takes to prepare,
/// measured in the same test process.
@Suite("Event loop: a big page prepared on a worker", .serialized)
struct EventLoopPreparationTests {
    static let bigPage: [UInt8] = Array((try? Data(contentsOf: TestPaths.fixture("corpus/nodejs-api-8mb.html"))) ?? Data())
    static let bigTitle = "Node.js v20.20.2 Documentation"

    /// How long the page takes to prepare, on this thread.
    static let preparationTime: Duration = {
        let response = VisitResponse(url: URL(string: "http://127.0.0.1/big")!, status: 200,
                                     contentType: ContentType(parsing: "text/html"), body: bigPage)
        let clock = ContinuousClock()
        return clock.measure { _ = PageWorkerJob(.visit(1), stack: .main, response: response, width: 80, numbered: false).run() }
    }()

    /// The page is prepared twice when a resize comes meanwhile: wait for
    /// that several times over (a debug build of the Swift parser on a
    /// busy machine takes well over 30 s for it).
    static var landingTimeLimit: Duration { max(.seconds(30), preparationTime * 6) }

    static func site() throws -> FixtureTransport {
        HTTPFixtures.transport([
            "/": .html("<title>Home</title><p><a href='/big'>the big page</a></p>"),
            "/big": RecordedAnswer(status: 200, headers: [(name: "Content-Type", value: "text/html; charset=utf-8")], body: bigPage),
        ])
    }

    static let size = ScreenSize(rows: 12, columns: 80)
    static var follow: WatchingTerminal.Reaction { WatchingTerminal.Reaction(text: " Home — ", events: [.key(.tab), .key(.enter)]) }

    /// The whole page landed: its title on top and nothing loading (a part
    /// of it is shown, with the same title, while it is prepared).
    static func whenLanded(_ events: InputEvent...) -> WatchingTerminal.Reaction {
        WatchingTerminal.Reaction(name: "landed", events: events) { rows in
            rows.first?.contains(bigTitle) == true && !(rows.last ?? "").hasPrefix("Preparing ") && !(rows.last ?? "").hasPrefix("Loading ")
        }
    }

    static func whilePreparing(_ events: InputEvent...) -> WatchingTerminal.Reaction {
        WatchingTerminal.Reaction(text: "Preparing ", events: events)
    }

    @Test func escCancelsTheBigPageBeforeItIsReady() throws {
        #expect(Self.bigPage.count > 8_000_000)
        let site = try Self.site()
        let terminal = WatchingTerminal(size: Self.size, reactions: [
            Self.follow, Self.whilePreparing(.key(.escape)),
            WatchingTerminal.Reaction(text: "Cancelled", events: [.key(.character("q"))]),
        ])
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        let started = SystemMonotonicClock().now
        #expect(loop.run(opening: HTTPFixtures.url("/")) == .quit)
        let elapsed = started.duration(to: .now)
        #expect(elapsed < Self.preparationTime / 2, "the whole run took \(elapsed), the page takes \(Self.preparationTime)")
        // Esc may come before the first part of the page is shown or after: the whole page never lands.
        let shown = try #require(loop.state.activePage)
        #expect(terminal.rows[0] == " Home — http://app.test/" || !shown.isComplete, "\(terminal.rows)")
        #expect(!terminal.frames.contains { Self.whenLanded().matches($0.rows) }, "the cancelled page never landed")
        let pressed = try #require(terminal.typedAt["Preparing "])
        let cancelled = try #require(terminal.typedAt["Cancelled"])
        #expect(pressed.duration(to: cancelled) < Self.preparationTime / 2,
                "Esc was handled in \(pressed.duration(to: cancelled)), the page takes \(Self.preparationTime)")
    }

    /// A big local file is shown from its first part, as a page arriving
    /// from a server is (`EventLoop.visit`), not once all of it is parsed and
    /// laid out: the part is on the screen while the whole is still being
    /// prepared, well before the time the whole takes.
    @Test func aBigFileIsShownFromItsFirstPartWhileTheWholeIsPrepared() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("big-file-\(UUID().uuidString).html")
        try Data(Self.bigPage).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // The status (two rows at 80 columns) says "Loading" until the loop has
        // taken the read file as the visit's answer, "Preparing" after.
        let partShown = WatchingTerminal.Reaction(name: "part", events: [.key(.character("q"))]) { rows in
            rows.first?.contains(Self.bigTitle) == true && rows.contains { $0.hasPrefix("Preparing ") || $0.hasPrefix("Loading ") }
        }
        let terminal = WatchingTerminal(size: Self.size, reactions: [partShown])
        let loop = EventLoop(terminal: terminal, transport: try Self.site(), configuration: BrowserConfiguration.testApp())
        let started = SystemMonotonicClock().now
        #expect(loop.run(opening: file) == .quit)
        let elapsed = started.duration(to: .now)
        #expect(terminal.typedAt["part"] != nil, "no part was shown while the file was prepared: \(terminal.rows)")
        #expect(terminal.frames.allSatisfy { !$0.rows.contains { $0.hasPrefix("?: help") } }, "q came before the whole page landed")
        #expect(elapsed < Self.preparationTime / 2, "the whole run took \(elapsed), the page takes \(Self.preparationTime)")
    }

    @Test func qQuitsWithoutWaitingForThePreparation() throws {
        let site = try Self.site()
        let terminal = WatchingTerminal(size: Self.size, reactions: [Self.follow, Self.whilePreparing(.key(.character("q")))])
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        let started = SystemMonotonicClock().now
        #expect(loop.run(opening: HTTPFixtures.url("/")) == .quit)
        let elapsed = started.duration(to: .now)
        #expect(terminal.typedAt["Preparing "] != nil)
        #expect(elapsed < Self.preparationTime / 2, "the whole run took \(elapsed), the page takes \(Self.preparationTime)")
    }

    @Test func aSignalWhilePreparingEndsTheLoopAtOnce() throws {
        let site = try Self.site()
        let terminal = WatchingTerminal(size: Self.size, reactions: [Self.follow, Self.whilePreparing(.terminate(signal: "SIGTERM"))])
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        let started = SystemMonotonicClock().now
        #expect(loop.run(opening: HTTPFixtures.url("/")) == .signal("SIGTERM"))
        let elapsed = started.duration(to: .now)
        #expect(terminal.typedAt["Preparing "] != nil)
        #expect(elapsed < Self.preparationTime / 2, "the whole run took \(elapsed), the page takes \(Self.preparationTime)")
    }

    @Test func theProgressBarMovesAndTheLandingPageFitsAResizeMadeMeanwhile() throws {
        let site = try Self.site()
        let narrow = ScreenSize(rows: 12, columns: 60)
        // The page is prepared twice (the resize comes during the first): on a
        // loaded machine one preparation took 29 s, so the give-up scales with it.
        let terminal = WatchingTerminal(size: Self.size, reactions: [
            Self.follow, Self.whilePreparing(.resize(narrow)),
            Self.whenLanded(.key(.character("q"))),
        ], giveUpAfter: Self.landingTimeLimit)
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        #expect(loop.run(opening: HTTPFixtures.url("/")) == .quit)
        #expect(terminal.rows[0].hasPrefix(" \(Self.bigTitle)"), "\(terminal.rows)")
        #expect(loop.state.activePage?.rendered.width == 60, "laid out again for the new width")
        let preparing = terminal.frames.filter { $0.rows.last?.hasPrefix("Preparing ") == true }
        let bars = Set(preparing.map { $0.rows[1] }.filter { $0.hasPrefix(ProgressBarView.filled) })
        #expect(bars.count >= 2, "the bar grew while the page was prepared")
        // From the first key to the end, the page landing included: the loop never stopped for long.
        let gaps = zip(terminal.frames, terminal.frames.dropFirst()).map { $0.at.duration(to: $1.at) }
        #expect((gaps.max() ?? .zero) < Self.preparationTime / 2, "longest gap between frames \(gaps.max() ?? .zero)")
    }
}
