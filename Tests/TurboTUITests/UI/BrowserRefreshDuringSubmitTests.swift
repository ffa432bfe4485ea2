import Foundation
import Testing
import Turbo
import UI

/// A `refresh` stream that arrives while a form of the same page is on its
/// way: the stack's session carries one request at a time, so reloading then
/// would cancel the form. The refresh waits for the form's answer instead.
@Suite("Browser: a refresh stream while a form is sent")
struct BrowserRefreshDuringSubmitTests {
    private func sending() throws -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open(BrowserMorphRefreshTests.url)
        driver.answer(BrowserMorphRefreshTests.page(count: 1))
        driver.press(.tab, .enter)
        driver.type("draft")
        driver.press(.enter)
        #expect(driver.sentForms.count == 1)
        let document = try #require(driver.state.stacks[.main].page?.document)
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: "<turbo-stream action=\"refresh\"></turbo-stream>",
                                      ownRequests: RequestIDHistory())))
        driver.wait(milliseconds: 200)
        return driver
    }

    @Test func theRefreshDoesNotCancelTheFormInFlight() throws {
        let driver = try sending()
        #expect(driver.state.submitting != nil, "the form is still on its way")
        #expect(driver.visits.count == 1, "no reload started under the form: \(driver.visits)")
        #expect(!driver.effects.contains(.cancelVisit(.main)))
    }

    @Test func theRefreshComesAfterTheFormsAnswer() throws {
        var driver = try sending()
        driver.answerForm(BrowserMorphRefreshTests.page(count: 2), status: 422)
        #expect(driver.state.submitting == nil)
        driver.wait(milliseconds: 10)
        #expect(driver.visits.count == 2, "the waiting refresh reloads the page now: \(driver.visits)")
    }
}
