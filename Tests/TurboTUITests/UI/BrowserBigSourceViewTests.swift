import Foundation
import Testing
import UI

/// `\` on a big page (issue 21): its source is wrapped on a worker from the
/// text alone, and the page laid out again there when the reader goes back,
/// so the loop neither wraps 8 MB of text nor lays the page out; meanwhile
/// the view before stays on screen.
@Suite("Browser: the source of a big page, laid out on a worker")
struct BrowserBigSourceViewTests {
    static func jobs(in effects: some Sequence<BrowserEffect>) -> [PageWorkerJob] {
        effects.compactMap { effect -> PageWorkerJob? in
            if case .relayoutPage(let job) = effect { return job }
            return nil
        }
    }

    @Test func theSourceAndThePageAgainAreLaidOutOnAWorker() throws {
        var driver = try BrowserInPlaceRelayoutTests.changed()
        let document = driver.state.activePage?.shownDocument
        var effects = driver.effects.count
        driver.press(.character("\\"))
        let toSource = try #require(Self.jobs(in: driver.effects.dropFirst(effects)).first)
        #expect(toSource.showsSource && toSource.lent == nil, "the text alone: no document is read")
        #expect(!driver.state.documentReads.isReading)
        #expect(driver.state.activePage?.showingSource == false, "the page stays until the source lands")
        driver.send(.pageRelaidOut(ticket: try #require(toSource.layout), try #require(toSource.run())))
        #expect(driver.state.activePage?.showingSource == true)
        #expect(driver.rows[1].hasPrefix("<title>Long</title>"), "\(driver.rows)")

        effects = driver.effects.count
        driver.press(.character("\\"))
        let toPage = try #require(Self.jobs(in: driver.effects.dropFirst(effects)).first)
        #expect(!toPage.showsSource && toPage.lent?.prepared.document === document, "the page, changed in place, is lent")
        driver.send(.pageRelaidOut(ticket: try #require(toPage.layout), try #require(toPage.run())))
        #expect(driver.state.activePage?.showingSource == false)
        #expect(driver.state.activePage?.shownDocument === document)
        #expect(driver.rows.contains("streamed"), "\(driver.rows)")
    }

    @Test func aResizeWhileTheSourceIsShownWrapsItOnAWorker() throws {
        var driver = try BrowserInPlaceRelayoutTests.changed()
        driver.press(.character("\\"))
        let toSource = try #require(Self.jobs(in: driver.effects).first)
        driver.send(.pageRelaidOut(ticket: try #require(toSource.layout), try #require(toSource.run())))
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let resized = try #require(Self.jobs(in: driver.effects.dropFirst(effects)).first)
        #expect(resized.showsSource && resized.width == 24 && resized.lent == nil)
        #expect(driver.state.activePage?.rendered.width == 40, "not wrapped on the loop")
        driver.send(.pageRelaidOut(ticket: try #require(resized.layout), try #require(resized.run())))
        #expect(driver.state.activePage?.rendered.width == 24)
        #expect(driver.state.activePage?.showingSource == true)
    }
}
