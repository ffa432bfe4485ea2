import Foundation
import Testing
import Base
import Turbo
import UI

/// The real loop and a fixture transport with the 8 MB corpus page, a key
/// typed every 10 ms (`PacedTerminal`): the page is changed in place by a
/// stream after it lands, so a resize lends its document to a worker
/// (issue 21) instead of laying it out on the loop. No gap between frames
/// during the resize comes near half the time this process takes to lay the
/// page out (what the loop used to spend in that turn), and a stream message
/// that comes meanwhile waits for the layout, then changes the page.
@Suite("Event loop: a big page changed in place is resized off the loop", .serialized)
struct EventLoopInPlaceRelayoutTests {
    static let size = ScreenSize(rows: 12, columns: 80)
    static let narrow = ScreenSize(rows: 12, columns: 60)

    static func stream(_ text: String, to loop: EventLoop) throws -> BrowserEvent {
        let document = try #require(loop.state.activePage?.shownDocument)
        let html = "<turbo-stream action=prepend target=content><template><p>\(text)</p></template></turbo-stream>"
        return .live(LiveMessage(owner: LiveOwner(tab: loop.state.tabs.current.id, stack: .main), document: document, html: html,
                                 ownRequests: RequestIDHistory()))
    }

    static func shows(_ text: String, _ loop: EventLoop) -> Bool {
        loop.state.activePage?.lines.prefix(200).contains { $0.text.contains(text) } ?? false
    }

    @Test func aStreamChangedPageIsLaidOutOnAWorkerWhileStreamsWait() throws {
        let terminal = PacedTerminal(size: Self.size)
        // Before the visit starts: working it out parses and lays the page out on this thread, the loop's.
        let limit = EventLoopPreparationTests.landingTimeLimit
        let loop = EventLoop(terminal: terminal, transport: try EventLoopPreparationTests.site(), configuration: BrowserConfiguration.testApp())
        loop.start(opening: HTTPFixtures.url("/big"))
        #expect(loop.run(until: { loop.state.loading == nil && loop.state.activePage?.isComplete == true }, deadline: .now + limit) == .done)
        loop.post(try Self.stream("streamed before the resize", to: loop))
        #expect(loop.run(until: { Self.shows("streamed before the resize", loop) }, deadline: .now + limit) == .done)
        let page = try #require(loop.state.activePage)
        #expect(!page.isPristine, "changed in place")
        let document = try #require(page.shownDocument)

        // What the loop used to do in the resize's turn, on this thread.
        let layout = ContinuousClock().measure {
            _ = PageView(url: page.url, status: 200, content: .document(document, source: PageSource(text: "")), width: Self.narrow.columns, numbered: false)
        }

        terminal.startTyping()
        defer { terminal.stopTyping() }
        let resized = SystemMonotonicClock().now
        terminal.queue(.resize(Self.narrow))
        #expect(loop.run(until: { loop.state.documentReads.isReading }, deadline: .now + limit) == .done, "the document was lent")
        loop.post(try Self.stream("streamed during the layout", to: loop))
        loop.run(until: { loop.state.documentReads.heldCount > 0 || !loop.state.documentReads.isReading }, deadline: .now + limit)
        #expect(loop.state.documentReads.heldCount == 1, "the stream waits while the worker reads the document")
        #expect(!Self.shows("streamed during the layout", loop))
        #expect(loop.run(until: { loop.state.activePage?.rendered.width == Self.narrow.columns && !loop.state.documentReads.isReading },
                         deadline: .now + limit) == .done, "the worker's layout for 60 columns landed")
        loop.run(until: { false }, deadline: .now + .milliseconds(300))
        terminal.stopTyping()

        #expect(loop.state.activePage?.shownDocument === document, "laid out in place, not a parse of its own")
        #expect(Self.shows("streamed during the layout", loop), "the stream that waited changed the page after")
        #expect(Self.shows("streamed before the resize", loop))
        let gaps = EventLoopTurnGapTests.gaps(in: terminal.frames, from: resized)
        #expect(gaps.count > 20, "keys were served all along: \(gaps.count) frames")
        #expect((gaps.max() ?? .zero) < layout / 2,
                "longest gap between frames during the resize \(gaps.max() ?? .zero); laying the page out takes \(layout)")
    }
}
