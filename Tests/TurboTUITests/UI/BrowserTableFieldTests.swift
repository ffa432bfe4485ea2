import Foundation
import Testing
import UI

/// Fields and labels laid out in table cells, as settings pages do: a click
/// on a cell's field or its label uses that field, not a neighbour's.
@Suite("Browser: fields in tables")
struct BrowserTableFieldTests {
    static let form = """
        <form action=/q><input type=search name=q></form>
        <form action=/save method=post><table>
        <tr><th><label for=name>Name</label></th><td><input id=name name=name></td></tr>
        <tr><th><label for=pw>Password</label></th><td><input id=pw name=pw type=password></td></tr>
        <tr><td><label><input type=checkbox name=agree> I agree</label></td><td>cell</td></tr>
        </table><button>Save</button></form>
        """

    static func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 16, columns: 60)
        driver.open("http://app.test/settings")
        driver.answer(form)
        return driver
    }

    @Test func clickingAFieldInACellTypesIntoThatField() {
        var driver = Self.opened()
        guard let row = driver.rows.firstIndex(where: { $0.contains("Name") }) else {
            Issue.record("no Name row: \(driver.rows)")
            return
        }
        let column = driver.rows[row].distance(from: driver.rows[row].startIndex, to: driver.rows[row].firstIndex(of: "[")!)
        driver.click(row: row, column: column + 1)
        #expect(driver.fieldInUse == BrowserLabelTests.field("name", driver), "\(driver.rows)")
    }

    @Test func clickingALabelInACellUsesItsOwnField() {
        var driver = Self.opened()
        BrowserLabelTests.click("Password", &driver)
        #expect(driver.fieldInUse == BrowserLabelTests.field("pw", driver))
        driver.press(.escape)
        BrowserLabelTests.click("I agree", offset: 3, &driver)
        #expect(BrowserLabelTests.value("agree", driver) == .checked(true))
        #expect(driver.editor == nil)
    }
}
