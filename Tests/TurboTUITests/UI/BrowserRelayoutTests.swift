import Foundation
import Testing
import UI

/// A resize of a big page as it was loaded is laid out on a worker from a
/// parse of its own source (issue 21): the loop keeps the old layout
/// meanwhile, the new one lands at the reader's place; a page changed
/// since it loaded lends its document instead (`BrowserInPlaceRelayoutTests`).
@Suite("Browser: a big page laid out again away from the loop")
struct BrowserRelayoutTests {
    static let html = "<title>Long</title>" + (0..<200).map { $0 % 10 == 0 ? "<p><a href='/p\($0)'>go \($0)</a></p>" : "<p>line \($0)</p>" }
        .joined() + "<form><input name=q></form>"

    /// A page prepared on a worker, as every big answer is, on screen.
    static func shown(_ page: String = html) throws -> BrowserDriver {
        var driver = BrowserDriver(configuration: BrowserPreparationTests.everyAnswerInBackground)
        driver.open("http://app.test/long")
        driver.answer(page)
        let preparation = try #require(BrowserPreparationTests.preparation(in: driver.effects))
        driver.send(.pagePrepared(ticket: try #require(preparation.visit), try #require(preparation.run())))
        #expect(driver.state.activePage?.isPristine == true)
        return driver
    }

    static func relayout(in effects: some Sequence<BrowserEffect>) -> PageWorkerJob? {
        effects.lazy.compactMap { effect -> PageWorkerJob? in
            if case .relayoutPage(let preparation) = effect { return preparation }
            return nil
        }.first
    }

    @Test func aResizeIsLaidOutOnAWorkerAndLandsAtTheSameText() throws {
        var driver = try Self.shown()
        for _ in 0..<60 { driver.press(.character("j")) }
        driver.press(.tab)
        let before = try #require(driver.state.activePage)
        let top = driver.rows[1]
        let focused = before.focusedURL
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let relayout = try #require(Self.relayout(in: driver.effects.dropFirst(effects)))
        #expect(relayout.width == 24)
        #expect(driver.state.activePage?.rendered.width == 40, "the loop did not lay it out")
        #expect(driver.rows[1] == top, "the old layout stays on screen meanwhile")
        driver.wait(milliseconds: 200)
        #expect(Self.relayout(in: driver.effects.dropFirst(effects)) == relayout, "asked once for the size")
        #expect(driver.effects.dropFirst(effects).filter { if case .relayoutPage = $0 { return true }; return false }.count == 1)

        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        let after = try #require(driver.state.activePage)
        #expect(after.rendered.width == 24)
        #expect(after.shownDocument !== before.shownDocument, "a parse of the worker's own")
        #expect(driver.rows[1] == top, "the reader is at the same text")
        #expect(after.focusedURL == focused)
        #expect(after.isPristine && after.isRelaidOut && after.entryID == before.entryID)
        let link = try #require(after.focusedLink)
        let row = try #require(after.targets.row(of: .link(link))) - after.scrollTop + 1
        #expect(driver.frame[row, 0].style.attributes.contains(.reverse), "the focus is drawn on the same link")
    }

    /// The worker walks the new layout's rows (the Tab order, the characters
    /// above each row) and the document (the prefetch settings) where it lays
    /// the page out: on the loop, the 8 MB page's walks held a resize's
    /// landing for 100 ms (issue 37).
    @Test func theWorkerWalksTheRowsOfTheLayoutItMakes() throws {
        var driver = try Self.shown()
        #expect(driver.state.activePage?.walksAreWorkedOut == true, "the page's first layout, from its worker")
        for _ in 0..<60 { driver.press(.character("j")) }
        let top = driver.rows[1]
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let relayout = try #require(Self.relayout(in: driver.effects.dropFirst(effects)))
        let prepared = try #require(relayout.run())
        #expect(prepared.page?.walksAreWorkedOut == true, "walked before it lands")
        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), prepared))
        #expect(driver.state.activePage?.rendered.width == 24)
        #expect(driver.rows[1] == top, "the reader is at the same text")
    }

    @Test func aPageTypedIntoLendsItsDocumentInstead() throws {
        var driver = try Self.shown()
        let page = try #require(driver.state.activePage)
        let input = try #require(page.rendered.fields.first?.element)
        driver.browser.state.changeActivePage { $0.set(.text("typed"), for: input) }
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let relayout = try #require(Self.relayout(in: driver.effects.dropFirst(effects)))
        #expect(relayout.lent?.prepared.document === page.shownDocument, "not a parse of its source: the values name its elements")
        #expect(driver.state.activePage?.rendered.width == 40, "the loop did not lay it out")
    }

    @Test func aLayoutThatLandsAfterThePageChangedIsDropped() throws {
        var driver = try Self.shown()
        let page = try #require(driver.state.activePage)
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let relayout = try #require(Self.relayout(in: driver.effects.dropFirst(effects)))
        #expect(relayout.source != nil && relayout.lent == nil)
        let input = try #require(page.rendered.fields.first?.element)
        driver.browser.state.changeActivePage { $0.set(.text("typed"), for: input) }
        let asked = driver.effects.count
        driver.send(.tick)
        let inPlace = try #require(Self.relayout(in: driver.effects.dropFirst(asked)), "once typed into, the page is lent instead")
        #expect(inPlace.lent?.prepared.document === page.shownDocument)
        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.state.activePage?.shownDocument === page.shownDocument, "the worker's parse does not replace it")
        #expect(driver.state.activePage?.rendered.width == 40)
        driver.send(.pageRelaidOut(ticket: try #require(inPlace.layout), try #require(inPlace.run())))
        #expect(driver.state.activePage?.rendered.width == 24)
        #expect(driver.state.activePage?.shownDocument === page.shownDocument)
        #expect(driver.state.activePage?.currentValue(of: input) == .text("typed"))
    }

    @Test func aSmallPageShownOnTheLoopIsLaidOutThereToo() throws {
        var driver = BrowserDriver()
        driver.open("http://app.test/")
        driver.answer(Self.html)
        #expect(driver.state.activePage?.isPristine == false)
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        #expect(Self.relayout(in: driver.effects) == nil)
        #expect(driver.state.activePage?.rendered.width == 24)
    }
}
