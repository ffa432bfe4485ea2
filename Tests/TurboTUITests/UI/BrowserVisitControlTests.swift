import Foundation
import Testing
import UI

/// `turbo-visit-control` reload in the reducer: the answer in hand of a form
/// (or any visit) that says reload is not shown; a full load is asked for,
/// and its answer is shown as it comes.
@Suite("Browser: turbo-visit-control")
struct BrowserVisitControlTests {
    private static let legacy = "<html><head><title>Legacy</title><meta name=\"turbo-visit-control\" content=\"reload\"></head>"
        + "<body><p>Legacy page</p></body></html>"

    private func fullLoads(_ driver: BrowserDriver) -> [URL] {
        driver.effects.compactMap {
            if case .startFullLoad(_, let url, _, _, _) = $0 { return url }
            return nil
        }
    }

    @Test func aFormsAnswerThatSaysReloadIsLoadedInFullThenShown() throws {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/form")
        driver.answer("<title>Form</title><form action=\"/save\" method=\"post\"><button>Save</button></form>")
        driver.press(.tab, .enter)
        driver.answerForm(Self.legacy, finalURL: "http://app.test/legacy")
        #expect(fullLoads(driver).map(\.absoluteString) == ["http://app.test/legacy"])
        expectRows(driver.rows, [0: " Form — http://app.test/form", 1: "[Save]"], "not rendered from the Turbo answer: the form stays")
        #expect(driver.state.loading?.isFullLoad == true)
        driver.answer(Self.legacy)
        expectRows(driver.rows, [0: " Legacy — http://app.test/legacy", 1: "Legacy page"])
        #expect(fullLoads(driver).count == 1, "the full load's answer is not checked again")
        #expect(driver.rows[0].contains("/legacy"))
    }

    @Test func aPageWithoutTheMetaIsShownAtOnce() {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/")
        driver.answer("<title>Plain</title><meta name=\"turbo-visit-control\" content=\"other\"><p>Shown</p>")
        #expect(fullLoads(driver).isEmpty)
        expectRows(driver.rows, [0: " Plain — http://app.test/", 1: "Shown"])
    }
}
