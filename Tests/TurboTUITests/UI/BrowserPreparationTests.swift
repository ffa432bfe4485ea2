import Foundation
import Testing
import Turbo
import UI

/// The reducer's side of preparing big answers on a worker: the answer
/// becomes a `.preparePage` effect, the visit stays pending until the page
/// lands, and a page for a cancelled visit is dropped. The preparation
/// itself runs here for real, on the test's thread.
@Suite("Browser: pages prepared away from the loop")
struct BrowserPreparationTests {
    static var everyAnswerInBackground: BrowserConfiguration {
        var configuration = BrowserConfiguration.testApp()
        configuration.backgroundPreparationBytes = 0
        return configuration
    }

    static func preparation(in effects: [BrowserEffect]) -> PageWorkerJob? {
        effects.lazy.compactMap { effect -> PageWorkerJob? in
            if case .preparePage(let preparation) = effect { return preparation }
            return nil
        }.first
    }

    @Test func aBigAnswerIsPreparedAndShownWhenItLands() throws {
        var driver = BrowserDriver(configuration: Self.everyAnswerInBackground)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>the home page</p>")
        let preparation = try #require(Self.preparation(in: driver.effects))
        #expect(preparation.width == 40)
        #expect(driver.state.stacks[.main].visit.isPreparing)
        #expect(driver.rows.last == "Preparing http://app.test/ (Esc: cancel)")
        #expect(driver.state.stacks[.main].page == nil, "nothing is shown before the page lands")

        driver.send(.pagePrepared(ticket: try #require(preparation.visit), try #require(preparation.run())))
        #expect(driver.state.loading == nil)
        #expect(driver.rows[0] == " Home — http://app.test/")
        #expect(driver.rows[1] == "the home page")
    }

    @Test func escCancelsThePreparationAndItsPageIsDroppedWhenItLands() throws {
        var driver = BrowserDriver(configuration: Self.everyAnswerInBackground)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>the home page</p>")
        let preparation = try #require(Self.preparation(in: driver.effects))
        driver.press(.escape)
        #expect(driver.effects.last == .cancelVisit(.main))
        #expect(driver.state.loading == nil)

        driver.send(.pagePrepared(ticket: try #require(preparation.visit), try #require(preparation.run())))
        #expect(driver.state.stacks[.main].page == nil, "the cancelled page is not shown")
    }

    @Test func aPageLandingAfterAResizeGoesBackToAWorkerForTheNewWidth() throws {
        var driver = BrowserDriver(configuration: Self.everyAnswerInBackground)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>" + String(repeating: "word ", count: 30) + "</p>")
        let preparation = try #require(Self.preparation(in: driver.effects))
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 20))))
        driver.wait(milliseconds: 200)
        let before = driver.effects.count
        driver.send(.pagePrepared(ticket: try #require(preparation.visit), try #require(preparation.run())))
        #expect(driver.state.stacks[.main].page == nil, "not laid out again on the loop")
        let again = try #require(Self.preparation(in: Array(driver.effects.dropFirst(before))))
        #expect(again.width == 20)
        #expect(again.parsed != nil, "the parsed page goes back, not the bytes alone")
        #expect(driver.state.stacks[.main].visit.isPreparing)
        driver.send(.pagePrepared(ticket: try #require(again.visit), try #require(again.run())))
        #expect(driver.state.stacks[.main].page?.rendered.width == 20)
        #expect(driver.rows[1] == "word word word word")
    }

    @Test func aSmallAnswerIsShownAtOnceWithoutAWorker() {
        var driver = BrowserDriver()
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>the home page</p>")
        #expect(Self.preparation(in: driver.effects) == nil)
        #expect(driver.rows[1] == "the home page")
    }

    @Test func aCancelledPreparationStopsBetweenItsPhases() {
        let response = VisitResponse(url: URL(string: "http://app.test/")!, status: 200, contentType: nil,
                                     body: Array("<p>text</p>".utf8))
        let preparation = PageWorkerJob(.visit(1), stack: .main, response: response, width: 40, numbered: false)
        var asked = 0
        #expect(preparation.run(isCancelled: { asked += 1; return true }) == nil)
        #expect(asked == 1, "it stopped at the first phase")
    }
}
