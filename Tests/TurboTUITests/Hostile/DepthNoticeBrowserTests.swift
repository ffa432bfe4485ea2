import Foundation
import Testing

/// A depth cap that acts is told in the browser's status line, as `--dump`
/// tells it on standard error (issue 14); the page is shown all the same.
@Suite("Depth caps told in the browser")
struct DepthNoticeBrowserTests {
    @Test func aPageDeeperThanTheCapSaysSoInTheStatusLine() {
        var driver = BrowserDriver(rows: 12, columns: 120)
        driver.open("http://app.test/")
        driver.answer("<title>Deep</title>" + String(repeating: "<div>", count: 600) + "bottom")
        let notice = "This page nests elements deeper than 512 levels: what lies deeper is shown at that level"
        #expect(driver.status == notice)
        let row = driver.state.layout.statusRow
        #expect(driver.rows[row].hasPrefix(notice))
        #expect(driver.frame[row, 0].style == .plain, "a notice, not an error: no bold, no error colour")
        #expect(driver.rows.contains { $0.contains("bottom") }, "the text below the cap is shown")

        driver.visit("http://app.test/tables")
        driver.answer(String(repeating: "<table><tr><td>", count: 8) + "innermost")
        #expect(driver.status == "Tables nested more than 6 deep are shown as plain blocks")

        driver.visit("http://app.test/plain")
        driver.answer("<p>fine</p>")
        #expect(driver.status != notice && !driver.status.hasPrefix("Tables"), "a page within the caps gets no notice")
    }
}
