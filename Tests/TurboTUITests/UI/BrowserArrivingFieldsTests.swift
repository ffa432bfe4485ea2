import Foundation
import Testing
import Turbo
import UI

/// What the reader does in a page still arriving outlives the part it did
/// it in (issue 21): typed values and the field being typed into go with the
/// later parts and the whole page (`ArrivingFields`), and `\` shows the
/// source of what has arrived, in later parts too.
@Suite("Browser: typing into and reading the source of a page still arriving")
struct BrowserArrivingFieldsTests {
    static func form(paragraphs: Int, before: String = "") -> String {
        "<title>Form</title>\(before)<form action=/items method=post><p>Name <input name=name></p><p>Note <input name=note></p></form>"
            + (0..<paragraphs).map { "<p>paragraph \($0)</p>" }.joined()
    }

    static func value(_ name: String, on page: PageView?) -> FormValue? {
        guard let page, let field = page.rendered.fields.first(where: { $0.element.attribute("name") == name }) else { return nil }
        return page.currentValue(of: field.element)
    }

    @Test func whatWasTypedInAPartGoesToTheLaterPartsAndTheWholePage() throws {
        var (driver, ticket) = BrowserArrivalTests.opened()
        driver.send(.pageArriving(ticket: ticket, BrowserArrivalTests.part(Self.form(paragraphs: 10))))
        driver.press(.tab, .enter)
        driver.type("Ann")
        #expect(driver.rows[1] == "Name [Ann                 ]")

        driver.send(.pageArriving(ticket: ticket, BrowserArrivalTests.part(Self.form(paragraphs: 30))))
        let part = try #require(driver.state.activePage)
        #expect(!part.isComplete)
        #expect(Self.value("name", on: part) == .text("Ann"), "the value is on the new part's element")
        #expect(driver.editor?.text == "Ann", "still typing into the same field")
        driver.type("e")
        driver.press(.escape)
        driver.press(.tab, .enter)
        driver.type("hi")
        driver.press(.escape)
        #expect(driver.rows[3] == "Note [hi__________________]")

        driver.answer(Self.form(paragraphs: 60))
        let whole = try #require(driver.state.activePage)
        #expect(whole.isComplete && driver.state.loading == nil)
        #expect(Self.value("name", on: whole) == .text("Anne"))
        #expect(Self.value("note", on: whole) == .text("hi"))
        #expect(driver.rows[1] == "Name [Anne________________]")
        #expect(driver.rows[3] == "Note [hi__________________]")
        #expect(ColorScheme.standard.paint(driver.frame[1, 6]).isReversed == false, "not in use any more, not focused")
        #expect(whole.hasUnsentInput, "quitting asks before the typed text is lost")
        #expect(!whole.isPristine, "typed into: a resize lays it out on the loop, with the values")
    }

    @Test func aFieldThatMovedInTheWholePageIsFoundByItsNameAndRank() throws {
        var (driver, ticket) = BrowserArrivalTests.opened()
        driver.send(.pageArriving(ticket: ticket, BrowserArrivalTests.part(Self.form(paragraphs: 10))))
        driver.press(.tab, .tab, .enter)
        driver.type("moved")
        // The whole page has a banner before the form: the field's path in the tree is another one.
        driver.answer(Self.form(paragraphs: 60, before: "<div><p>Banner</p></div>"))
        let whole = try #require(driver.state.activePage)
        #expect(whole.isComplete)
        #expect(Self.value("note", on: whole) == .text("moved"))
        #expect(Self.value("name", on: whole) == .text(""))
        #expect(driver.rows[1] == "Banner")
        #expect(driver.rows[5] == "Note [moved               ]", "typing goes on in the same field")
        #expect(driver.editor?.text == "moved")
        let drawn = ColorScheme.standard.paint(driver.frame[5, 6])
        #expect(drawn.isReversed && drawn.foreground == .palette(30), "drawn as the field in use: \(drawn)")
    }

    @Test func theSourceOfAPartIsShownAsFarAsItCameAndLaterPartsFollow() throws {
        var (driver, ticket) = BrowserArrivalTests.opened()
        let first = BrowserArrivalTests.html(paragraphs: 3)
        driver.send(.pageArriving(ticket: ticket, BrowserArrivalTests.part(first)))
        driver.press(.character("\\"))
        #expect(driver.rows[0] == " Source of http://app.test/long", "the title bar at 40 columns: no room for a useful part of the URL")
        #expect(driver.rows[1] == String(first.prefix(40)), "the part's source, wrapped at 40 columns")

        // A part laid out as the page while the reader looks at the source is not shown.
        driver.send(.pageArriving(ticket: ticket, BrowserArrivalTests.part(BrowserArrivalTests.html(paragraphs: 6))))
        #expect(driver.state.activePage?.showingSource == true)
        #expect(driver.rows[1] == String(first.prefix(40)))
        var later = BrowserArrivalTests.part(BrowserArrivalTests.html(paragraphs: 6))
        later.layOut(width: 40, numbered: false, showingSource: true)
        driver.send(.pageArriving(ticket: ticket, later))
        let page = try #require(driver.state.activePage)
        #expect(page.showingSource && !page.isComplete)
        #expect(page.lines.map(\.text).joined() == BrowserArrivalTests.html(paragraphs: 6), "the later part's source, whole")
    }
}
