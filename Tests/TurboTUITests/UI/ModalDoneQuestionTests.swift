import Foundation
import Testing
import Turbo
import UI

/// Leaving a modal with typed data asks `q`'s question first (issue 34):
/// Esc, a second Esc after typing, and a click on `[Done]` alike.
@Suite("Done asks before typed data is lost")
struct ModalDoneQuestionTests {
    static func modal(typing text: String?) -> BrowserDriver {
        var driver = BrowserDriver(rows: 14, columns: 60, configuration: BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/new" ? PathProperties(["context": .string("modal")]) : PathProperties()
        }))
        driver.open("http://app.test/")
        driver.answer("<p>home</p>")
        driver.visit("http://app.test/new")
        driver.answer("<title>New</title><form><input name=t autofocus></form>")
        if let text {
            driver.press(.enter)
            driver.type(text)
        }
        return driver
    }

    static func typed(_ driver: BrowserDriver) -> FormValue? {
        guard let page = driver.state.stacks[.modal].page else { return nil }
        return page.currentValue(of: page.rendered.fields[0].element)
    }

    @Test func escEscAsksAndNoKeepsTheModalAndItsText() throws {
        var driver = Self.modal(typing: "kept")
        driver.press(.escape, .escape)
        #expect(driver.state.modal != nil)
        #expect(driver.state.question?.text == "Close and lose the form data you typed?")
        let look = ScreenLook(driver.frame)
        #expect(look.marks("Close and lose the form data you typed?", with: .bold), "\(driver.rows)")
        let (row, columns) = try #require(look.columns(of: "y: yes   n: no"))
        #expect(look.cell(row - 2, columns.lowerBound - 2).text == "│", "inside the question's box")
        driver.type("n")
        #expect(driver.state.question == nil && driver.state.modal != nil)
        #expect(Self.typed(driver) == .text("kept"))
        driver.press(.escape)
        driver.press(.escape)
        #expect(driver.state.question == nil && driver.state.modal != nil, "Esc answers no")
        #expect(Self.typed(driver) == .text("kept"))
    }

    @Test func yesClosesTheModal() {
        var driver = Self.modal(typing: "gone")
        driver.press(.escape, .escape)
        driver.type("y")
        #expect(driver.state.modal == nil)
        #expect(!driver.rows.contains { $0.contains("gone") })
    }

    @Test func aClickOnDoneAsksTheSame() throws {
        var driver = Self.modal(typing: "kept")
        driver.press(.escape)
        let (row, columns) = try #require(ScreenLook(driver.frame).columns(of: "[Done]"))
        driver.send(.input(.mouse(MouseEvent(.press, row: row, column: columns.lowerBound + 1))))
        driver.send(.input(.mouse(MouseEvent(.release, row: row, column: columns.lowerBound + 1))))
        #expect(driver.state.question?.text == "Close and lose the form data you typed?")
        #expect(driver.state.modal != nil)
    }

    @Test func withNothingTypedEscClosesAtOnce() {
        var driver = Self.modal(typing: nil)
        driver.press(.escape)
        #expect(driver.state.question == nil)
        #expect(driver.state.modal == nil)
    }
}
