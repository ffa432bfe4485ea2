import Foundation
import Testing
import Turbo
import UI

/// A resize of a big page changed in place since it loaded (a stream, a
/// frame, typing) lends its own document to a worker (`LentPage`, issue 21):
/// the old layout stays on screen and reading keys work on it; stream
/// answers and keys that could change a document wait (`DocumentReads`) and
/// are handled, in order, when the layout is back; typed values stay.
@Suite("Browser: a changed big page laid out again in place on a worker")
struct BrowserInPlaceRelayoutTests {
    static let html = "<title>Long</title><div id=log><p>log start</p></div>"
        + (0..<200).map { $0 % 10 == 0 ? "<p><a href='/p\($0)'>go \($0)</a></p>" : "<p>line \($0)</p>" }.joined()
        + "<form><input name=q></form>"

    /// The page as a worker prepared it, then changed by a stream.
    static func changed() throws -> BrowserDriver {
        var driver = try BrowserRelayoutTests.shown(html)
        driver.send(.live(message("<turbo-stream action=append target=log><template><p>streamed</p></template></turbo-stream>", to: driver)))
        #expect(driver.rows.contains("streamed"), "\(driver.rows)")
        #expect(driver.state.activePage?.isPristine == false)
        return driver
    }

    static func message(_ html: String, to driver: BrowserDriver) -> LiveMessage {
        LiveMessage(owner: driver.liveOwner(.main), document: driver.state.activePage!.shownDocument!, html: html,
                    ownRequests: RequestIDHistory())
    }

    static func resize(_ driver: inout BrowserDriver) throws -> PageWorkerJob {
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        return try #require(BrowserRelayoutTests.relayout(in: driver.effects.dropFirst(effects)))
    }

    @Test func theDocumentIsLentAndTheLayoutLandsOnIt() throws {
        var driver = try Self.changed()
        for _ in 0..<30 { driver.press(.character("j")) }
        let before = try #require(driver.state.activePage)
        let top = driver.rows[1]
        let relayout = try Self.resize(&driver)
        let lent = try #require(relayout.lent, "the page's own document, not its source to parse")
        #expect(lent.prepared.document === before.shownDocument)
        #expect(relayout.source == nil && relayout.response.body.isEmpty, "nothing copied on the loop")
        #expect(driver.state.activePage?.rendered.width == 40, "the loop did not lay it out")
        #expect(driver.state.documentReads.isReading)
        driver.wait(milliseconds: 200)
        #expect(driver.effects.filter { if case .relayoutPage = $0 { return true }; return false }.count == 1, "asked once")

        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        let after = try #require(driver.state.activePage)
        #expect(after.rendered.width == 24)
        #expect(after.shownDocument === before.shownDocument, "laid out in place")
        #expect(after.entryID == before.entryID && after.idIndex === before.idIndex)
        #expect(driver.rows[1] == top, "the reader is at the same text")
        #expect(!driver.state.documentReads.isReading)
    }

    @Test func streamsWaitForTheLayoutAndComeInOrder() throws {
        var driver = try Self.changed()
        let relayout = try Self.resize(&driver)
        driver.send(.live(Self.message("<turbo-stream action=update target=log><template><p>first</p></template></turbo-stream>", to: driver)))
        driver.send(.live(Self.message("<turbo-stream action=update target=log><template><p>second</p></template></turbo-stream>", to: driver)))
        #expect(driver.rows.contains("streamed"), "held: the document is as the worker reads it: \(driver.rows)")
        #expect(driver.element("log")?.textContent == "log startstreamed")
        #expect(driver.state.documentReads.heldCount == 2)

        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.element("log")?.textContent == "second", "both applied after, in the order they came")
        #expect(driver.rows.contains("second"), "\(driver.rows)")
        #expect(driver.state.activePage?.rendered.width == 24)
    }

    @Test func readingKeysWorkAndOthersWaitMeanwhile() throws {
        var driver = try Self.changed()
        let relayout = try Self.resize(&driver)
        driver.press(.character("j"), .character("j"))
        #expect(driver.state.activePage?.scrollTop == 2, "scrolling works on the old layout")
        driver.press(.tab)
        let link = try #require(driver.state.activePage?.focusedURL)
        let effects = driver.effects.count
        driver.press(.enter)
        #expect(driver.state.loading == nil, "following the link waits: a frame's link would change the document")
        #expect(driver.effects.count == effects)

        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.state.loading?.url == link, "the link is followed once the layout is back")
        #expect(driver.state.activePage?.rendered.width == 24)
    }

    @Test func whatWasTypedStaysAndTypingGoesOnMeanwhile() throws {
        var driver = try Self.changed()
        let page = try #require(driver.state.activePage)
        let input = try #require(page.rendered.fields.first?.element)
        driver.browser.state.changeActivePage { $0.set(.text("typed"), for: input) }
        let relayout = try Self.resize(&driver)
        #expect(relayout.lent != nil)
        driver.browser.state.changeActivePage { $0.set(.text("typed more"), for: input) }
        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.state.activePage?.rendered.width == 24)
        #expect(driver.state.activePage?.currentValue(of: input) == .text("typed more"), "the values live in the page, not the DOM")
    }

    @Test func aLayoutForAnOlderSizeIsDroppedAndTheNextOneAsked() throws {
        var driver = try Self.changed()
        let first = try Self.resize(&driver)
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 30))))
        driver.wait(milliseconds: 200)
        #expect(BrowserRelayoutTests.relayout(in: driver.effects.dropFirst(effects)) == nil, "one read of the page at a time")
        driver.send(.pageRelaidOut(ticket: try #require(first.layout), try #require(first.run())))
        #expect(driver.state.activePage?.rendered.width == 40, "a layout for 24 columns is not shown at 30")
        let second = try #require(BrowserRelayoutTests.relayout(in: driver.effects.dropFirst(effects)))
        #expect(second.width == 30 && second.lent != nil)
        #expect(driver.state.documentReads.isReading)
        driver.send(.pageRelaidOut(ticket: try #require(second.layout), try #require(second.run())))
        #expect(driver.state.activePage?.rendered.width == 30)
        #expect(!driver.state.documentReads.isReading)
    }

    @Test func qQuitsWhileTheDocumentIsRead() throws {
        var driver = try Self.changed()
        _ = try Self.resize(&driver)
        driver.press(.character("q"))
        #expect(driver.state.exit == .quit)
    }
}
