import Foundation
import Testing
import Turbo
import UI

/// The question over the page ("Close and lose the form data you typed?")
/// is answered with the mouse too (issue 34): xterm sends a press and a
/// release, and a click on "y: yes" or "n: no" answers as the key does;
/// a click elsewhere on the box answers nothing.
@Suite("Questions answered with the mouse")
struct QuestionMouseTests {
    /// The modal with typed text, Esc Esc: the question is asked.
    static func asked() -> BrowserDriver {
        var driver = ModalDoneQuestionTests.modal(typing: "kept")
        driver.press(.escape, .escape)
        return driver
    }

    @Test func aClickOnNoKeepsTheModalAndOnYesClosesIt() throws {
        var driver = Self.asked()
        let look = ScreenLook(driver.frame)
        let (row, columns) = try #require(look.columns(of: "y: yes   n: no"))
        #expect(look.cell(row, columns.lowerBound).attributes.isEmpty, "plain text on the box: \(look.cell(row, columns.lowerBound))")
        #expect(driver.rows.last == "y: yes   n or Esc: no   a click answers too", "the status line offers the answers, not the field's Enter")
        driver.click(row: row, column: columns.lowerBound + 10)
        #expect(driver.state.question == nil && driver.state.modal != nil, "n: no answered")
        #expect(ModalDoneQuestionTests.typed(driver) == .text("kept"))
        driver.press(.escape)
        driver.click(row: row, column: columns.lowerBound + 2)
        #expect(driver.state.question == nil && driver.state.modal == nil, "y: yes closed the modal")
        #expect(!driver.rows.contains { $0.contains("kept") })
    }

    @Test func aClickBesideTheAnswersOrADragAnswersNothing() throws {
        var driver = Self.asked()
        let look = ScreenLook(driver.frame)
        let (row, columns) = try #require(look.columns(of: "y: yes   n: no"))
        driver.click(row: row, column: columns.lowerBound + 7)
        driver.click(row: row - 2, column: columns.lowerBound)
        #expect(driver.state.question != nil, "between the answers, or on the question's text: still asked")
        driver.send(.input(.mouse(MouseEvent(.press, row: row, column: columns.lowerBound))))
        driver.send(.input(.mouse(MouseEvent(.release, row: row, column: columns.lowerBound + 10))))
        #expect(driver.state.question != nil, "pressed on yes, released on no: a drag, no answer")
    }
}
