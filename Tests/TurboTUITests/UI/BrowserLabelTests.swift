import Foundation
import Testing
import Turbo
import UI

/// A click on a `<label>` uses its field as a browser does; labels are not
/// Tab stops, as in lynx and w3m.
@Suite("Browser: labels")
struct BrowserLabelTests {
    static let form = """
        <form action=/s>
        <p><label for=t>Title</label> <input id=t name=t></p>
        <p><label><input type=checkbox name=c> Remember me</label></p>
        <p><input type=radio name=r value=a id=ra checked><label for=ra>Apples</label> <input type=radio name=r value=b id=rb><label for=rb>Bananas</label></p>
        <p><label for=s>Size</label> <select id=s name=s><option>S<option>M</select></p>
        <p><label for=d>Off</label> <input id=d name=d disabled> Plain text</p>
        </form>
        """

    static func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/form")
        driver.answer(form)
        return driver
    }

    /// Clicks the screen cell `offset` columns into the first `text` on screen.
    static func click(_ text: String, offset: Int = 0, _ driver: inout BrowserDriver) {
        guard let row = driver.rows.firstIndex(where: { $0.contains(text) }),
              let range = driver.rows[row].range(of: text) else {
            Issue.record("no \(text) on screen: \(driver.rows)")
            return
        }
        let column = driver.rows[row].distance(from: driver.rows[row].startIndex, to: range.lowerBound)
        driver.click(row: row, column: column + offset)
    }

    static func field(_ name: String, _ driver: BrowserDriver) -> Int? {
        driver.state.activePage?.rendered.fields.firstIndex { $0.element.attribute("name") == name }
    }

    static func value(_ name: String, index: Int = 0, _ driver: BrowserDriver) -> FormValue? {
        guard let page = driver.state.activePage else { return nil }
        let fields = page.rendered.fields.filter { $0.element.attribute("name") == name }
        return page.currentValue(of: fields[index].element)
    }

    @Test func clickingATextFieldsLabelStartsTypingInIt() {
        var driver = Self.opened()
        Self.click("Title", &driver)
        #expect(driver.fieldInUse == Self.field("t", driver))
        driver.type("Typed")
        #expect(Self.value("t", driver) == .text("Typed"))
    }

    @Test func clickingACheckboxLabelTogglesItAndARadioLabelChoosesIt() {
        var driver = Self.opened()
        Self.click("Remember", &driver)
        #expect(Self.value("c", driver) == .checked(true))
        Self.click("Remember me", offset: 10, &driver)
        #expect(Self.value("c", driver) == .checked(false))
        Self.click("Bananas", &driver)
        #expect(Self.value("r", index: 1, driver) == .checked(true))
        #expect(Self.value("r", index: 0, driver) == .checked(false))
    }

    @Test func aSelectsLabelFocusesItWithoutOpeningIt() {
        var driver = Self.opened()
        Self.click("Size", &driver)
        #expect(driver.state.activePage?.focusedField == Self.field("s", driver))
        #expect(driver.optionList == nil)
    }

    @Test func aDisabledFieldsLabelAndPlainTextDoNothing() {
        var driver = Self.opened()
        Self.click("Off", &driver)
        #expect(driver.state.activePage?.focus == nil)
        #expect(driver.rows[15] == "The field of this label is disabled")
        Self.click("Plain", &driver)
        #expect(driver.state.activePage?.focus == nil)
    }

    @Test func labelsAreNotTabStops() {
        let driver = Self.opened()
        let page = driver.state.activePage
        #expect(page?.targets.order.count == 5, "t, c, ra, rb, s; not d (disabled), no labels: \(page?.targets.order ?? [])")
    }
}
