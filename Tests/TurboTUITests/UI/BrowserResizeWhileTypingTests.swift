import Foundation
import Testing
import UI

/// A resize while typing into a field keeps that field on screen: the
/// reading position alone keeps the top text, and a shorter screen cut off
/// the field at the bottom, so the user typed blind.
@Suite("Browser: resize while typing")
struct BrowserResizeWhileTypingTests {
    static let page = "<title>Long form</title>" + (1...40).map { "<p>Filler \($0)</p>" }.joined()
        + "<form action=/s><input name=note><button>Save</button></form>"

    @Test func theFieldBeingTypedIntoStaysOnScreen() throws {
        var driver = BrowserDriver(rows: 30, columns: 100)
        driver.open("http://app.test/long")
        driver.answer(Self.page)
        driver.press(.end, .backTab, .backTab, .enter)
        driver.type("abc")
        #expect(driver.editor != nil)
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 40))))
        driver.wait(milliseconds: 200)
        let page = try #require(driver.state.activePage)
        let field = try #require(page.rendered.fields.first { $0.element.attribute("name") == "note" })
        let rows = driver.state.activeArea.rows
        #expect(field.line >= page.scrollTop && field.line < page.scrollTop + rows,
                "field at line \(field.line), screen from \(page.scrollTop), \(rows) rows: \(driver.rows)")
        #expect(driver.rows.contains { $0.contains("[abc") }, "\(driver.rows)")
    }
}

extension BrowserResizeWhileTypingTests {
    @Test func aSelectWithItsListOpenStaysOnScreen() throws {
        var driver = BrowserDriver(rows: 30, columns: 100)
        driver.open("http://app.test/long")
        driver.answer(Self.page.replacingOccurrences(of: "<input name=note>", with: "<select name=size><option>S<option>M</select>"))
        driver.press(.end, .backTab, .backTab, .enter)
        #expect(driver.optionList != nil)
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 40))))
        driver.wait(milliseconds: 200)
        let page = try #require(driver.state.activePage)
        let field = try #require(page.rendered.fields.first { $0.element.attribute("name") == "size" })
        #expect(field.line >= page.scrollTop && field.line < page.scrollTop + driver.state.activeArea.rows)
    }
}
