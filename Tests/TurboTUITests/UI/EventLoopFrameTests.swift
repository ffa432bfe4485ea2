import Foundation
import Testing
import Net
import Turbo
import UI

/// Frames in the real loop, answered by a fixture transport: eager frames
/// load with the page, lazy ones only when scrolled to, and a link that
/// names a frame fills that frame instead of visiting a page.
@Suite("Event loop: frames")
struct EventLoopFrameTests {
    private static func frame(_ id: String, _ content: String) -> RecordedAnswer {
        .html("<html><head><title>not this</title></head><body><turbo-frame id=\"\(id)\">\(content)</turbo-frame></body></html>")
    }

    private static func makeSite() throws -> FixtureTransport {
        HTTPFixtures.transport([
            "/": try HTTPFixtures.answer("frames/framed"),
            "/eager": frame("eager", "Eager content"),
            "/other": frame("other", "Other content"),
            "/second": frame("eager", "Second content"),
            "/nope": .html("<p>no frame</p>"),
            "/lazy": frame("lazy", "Lazy content"),
        ])
    }

    private func run(_ site: FixtureTransport, keys: [Key]) -> MemoryTerminal {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 14, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: keys)
        return terminal
    }

    @Test func eagerFramesLoadWithThePageAndLazyOnesWait() throws {
        let site = try Self.makeSite()
        let terminal = run(site, keys: [])
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Eager content"), "\(screen)")
        #expect(screen.contains("Other content"), "\(screen)")
        #expect(screen.contains(FrameSwap.missingText), "\(screen)")
        #expect(terminal.rows[0].contains("Framed"), "the page keeps its title: \(terminal.rows[0])")
        let frames = site.requests.compactMap { $0.header("Turbo-Frame") }
        #expect(Set(frames) == ["eager", "other", "nope"])
        #expect(!site.requests.contains { $0.url.path == "/lazy" }, "the lazy frame is below the screen")
        #expect(site.unanswered.isEmpty)
    }

    @Test func theLazyFrameLoadsWhenScrolledIntoView() throws {
        let site = try Self.makeSite()
        let terminal = run(site, keys: [.end])
        #expect(site.requests.first { $0.url.path == "/lazy" }?.header("Turbo-Frame") == "lazy")
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Lazy content"), "\(screen)")
    }

    @Test func aLinkNamingAFrameFillsThatFrame() throws {
        let site = try Self.makeSite()
        // Tab focuses the only link; Enter follows it into the frame.
        let terminal = run(site, keys: [.tab, .enter])
        let second = try #require(site.requests.first { $0.url.path == "/second" })
        #expect(second.header("Turbo-Frame") == "eager")
        #expect(second.header("Referer") == HTTPFixtures.url("/").absoluteString)
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Second content"), "\(screen)")
        #expect(!screen.contains("Eager content"), "\(screen)")
        #expect(terminal.rows[0].contains(HTTPFixtures.url("/").absoluteString), "still the same page: \(terminal.rows[0])")
    }
}
