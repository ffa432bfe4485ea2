import Foundation
import Testing
import Render
import UI

/// The smaller screen fixes of issue 34, each on the screen's rows and cells.
@Suite("Screen details (issue 34)")
struct ScreenDetailsTests {
    @Test func theErrorViewOffersBackOnlyWithAPageToGoBackTo() throws {
        var first = BrowserDriver(rows: 12, columns: 60)
        first.open("http://app.test/")
        first.fail(.connectionRefused(host: "app.test"))
        #expect(first.rows.contains("r: retry   g: go to another URL   q: quit"), "\(first.rows)")
        #expect(!first.rows.contains { $0.contains("h: back") })

        var later = BrowserDriver(rows: 12, columns: 60)
        later.open("http://app.test/")
        later.answer("<p><a href=/gone>gone</a></p>")
        later.press(.tab, .enter)
        later.fail(.connectionRefused(host: "app.test"))
        let keys = try #require(ScreenLook(later.frame).columns(of: "r: retry   h: back   g: go to another URL   q: quit"))
        #expect(ScreenLook(later.frame).cell(keys.row, keys.columns.lowerBound).attributes.isEmpty, "plain, below the bold error")
        later.type("h")
        #expect(later.rows.contains("gone"), "h went back: \(later.rows)")
    }

    /// `n` scrolled every match to the top row, even one already on screen.
    @Test func nLeavesAMatchOnScreenWhereItIs() throws {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer((1...40).map { "<p>line \($0)\($0 == 3 || $0 == 5 ? " needle" : "")</p>" }.joined())
        driver.type("/needle")
        driver.press(.enter)
        #expect(driver.state.activePage?.scrollTop == 0, "line 3 was on screen")
        driver.type("n")
        #expect(driver.state.activePage?.scrollTop == 0, "line 5 too")
        let look = ScreenLook(driver.frame)
        let match = try #require(look.columns(of: "line 5 needle"))
        #expect(match.row == 9, "\(driver.rows)")
        #expect(look.marks("needle", with: .reverse) || look.cell(match.row, match.columns.lowerBound + 7).attributes.contains(.reverse),
                "the current match is marked where it stands: \(driver.rows)")
    }
}

/// The status line's position (issue 34): "line 12/80", not a bare "15%".
@Suite("Screen details: the position")
struct PositionTests {
    @Test func thePositionIsTheLastLineShownOfHowMany() throws {
        var driver = BrowserDriver(rows: 12, columns: 80)
        driver.open("http://app.test/")
        driver.answer((1...40).map { "<p>row \($0)</p>" }.joined())
        let lines = try #require(driver.state.activePage?.lines.count)
        #expect(driver.rows.last?.hasSuffix("line 10/\(lines)") == true, "\(driver.rows)")
        let look = ScreenLook(driver.frame)
        let found = look.columns(of: "line 10/\(lines)")
        let (row, columns) = try #require(found)
        #expect(row == 11 && columns.upperBound == 80, "at the right end of the status line")
        #expect(look.cell(row, columns.lowerBound).attributes.isEmpty, "plain")
        driver.type("G")
        #expect(driver.rows.last?.hasSuffix("line \(lines)/\(lines)") == true, "\(driver.rows)")
    }
}

/// The title bar was cut mid-URL at the screen's edge (issue 34).
@Suite("Screen details: the title bar")
struct TitleBarCutTests {
    @Test func aLongURLEndsInAnEllipsis() throws {
        var driver = BrowserDriver(rows: 8, columns: 40)
        driver.open("http://app.test/posts/2024/a-rather-long-slug-for-a-post")
        driver.answer("<title>Post</title><p>text</p>")
        #expect(driver.rows[0] == " Post — http://app.test/posts/2024/a-ra…")
        let look = ScreenLook(driver.frame)
        #expect(look.cell(0, 39).text == "…" && look.cell(0, 39).isReversed, "the cut is marked, in the bar's reverse video")
        #expect(look.cell(0, 1).attributes.contains(.bold) && !look.cell(0, 10).attributes.contains(.bold), "the title bold, the URL not")
    }

    @Test func aTitleTooLongForTheBarEndsInAnEllipsisWithoutTheURL() {
        var driver = BrowserDriver(rows: 8, columns: 30)
        driver.open("http://app.test/")
        driver.answer("<title>A title far longer than thirty columns</title><p>text</p>")
        #expect(driver.rows[0] == " A title far longer than thir…")
        #expect(ScreenLook(driver.frame).cell(0, 29).attributes.contains(.bold))
    }
}
