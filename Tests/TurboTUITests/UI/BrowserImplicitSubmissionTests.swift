import Foundation
import Testing
import UI

/// Enter while typing in the reducer: the form goes through its default
/// button as in a browser, or, when HTML says no, nothing is sent and the
/// status line says why.
@Suite("Browser: Enter in a text field")
struct BrowserImplicitSubmissionTests {
    static func opened(_ html: String) -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 60)
        driver.open("http://app.test/form")
        driver.answer(html)
        return driver
    }

    static func body(_ driver: BrowserDriver) -> String {
        driver.sentForms.first?.submission.body.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    /// Types into the first field, Tab, types into the second, then Enter.
    static func fillTwoAndPressEnter(_ driver: inout BrowserDriver) {
        driver.press(.tab, .enter)
        driver.type("Ann")
        driver.press(.tab, .enter)
        driver.type("pw1")
        driver.press(.enter)
    }

    @Test func enterSendsThroughTheDefaultButtonWithItsNameAndValue() {
        var driver = Self.opened("""
            <form action=/s method=post><input name=user><input type=password name=pw>
            <button name=other value=no type=button>Other</button><button name=go value=first>Go</button><button name=go value=second>Two</button></form>
            """)
        driver.press(.tab, .enter)
        #expect(driver.rows[11].hasPrefix("Typing: Enter: send   Esc: done"))
        driver.press(.escape, .tab, .enter)
        driver.type("pw1")
        driver.press(.enter)
        #expect(driver.sentForms.count == 1)
        #expect(Self.body(driver) == "user=&pw=pw1&go=first")
        #expect(driver.editor == nil)
    }

    @Test func aDisabledDefaultButtonSendsNothing() {
        var driver = Self.opened("<form action=/s method=post><input name=user><input name=pw><button disabled>Go</button><button>Two</button></form>")
        Self.fillTwoAndPressEnter(&driver)
        #expect(driver.sentForms.isEmpty)
        #expect(driver.rows[11] == "Not sent: the form's button is disabled")
        #expect(driver.rows[1].contains("[Ann"), "what was typed stays: \(driver.rows)")
    }

    @Test func twoTextFieldsWithoutAButtonSendNothingAndTheHintSaysSo() {
        var driver = Self.opened("<form action=/s method=post><input name=user><input type=password name=pw></form>")
        driver.press(.tab, .enter)
        #expect(driver.rows[11].hasPrefix("Typing: Enter or Esc: done"), "Enter will not send: \(driver.rows[11])")
        driver.type("Ann")
        driver.press(.tab, .enter)
        driver.type("pw1")
        driver.press(.enter)
        #expect(driver.sentForms.isEmpty)
        #expect(driver.editor == nil)
        expectRows(driver.rows, [11: "Not sent: no button, and more than one text field"],
                   "one plain line (issue 34)")
    }

    @Test func oneTextFieldWithoutAButtonIsSentWithNoSubmitter() {
        var driver = Self.opened("<form action=/find><input name=q><input type=checkbox name=all checked></form>")
        driver.press(.tab, .enter)
        driver.type("tui")
        driver.press(.enter)
        #expect(driver.sentForms.first?.submission.url.absoluteString == "http://app.test/find?q=tui&all=on")
    }

    @Test func escAndTabLeaveAFieldWithoutSending() {
        var driver = Self.opened("<form action=/s method=post><input name=q><button>Go</button></form>")
        driver.press(.tab, .enter)
        driver.type("a")
        driver.press(.escape)
        driver.press(.enter)
        driver.type("b")
        driver.press(.tab)
        #expect(driver.sentForms.isEmpty)
        #expect(driver.rows[1].hasPrefix("[ab"))
    }
}
