import Foundation
import Testing
import Render
import UI

/// `?` shows every key on one screen at 80x24 (issue 34: it took five
/// screens there, three at 100x30), and its title says the truth: j/k and
/// Space/b scroll it, any other key closes it.
@Suite("Help screen")
struct HelpScreenTests {
    static let title = " turbo-tui keys   j/k, Space/b: scroll to the details   any other key: close"

    static func help(rows: Int, columns: Int) -> BrowserDriver {
        var driver = BrowserDriver(rows: rows, columns: columns)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>home</p>")
        driver.press(.character("?"))
        return driver
    }

    /// Every action's words stand on the first screen, between the title and the last row.
    static func expectEveryKeyShown(_ driver: BrowserDriver, sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = driver.rows.dropFirst().dropLast().joined(separator: "\n")
        for binding in KeyBinding.all {
            #expect(screen.contains(" \(binding.brief)"), "not on the first screen: \(binding.brief)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyKeyOnOneScreenAt80x24() {
        let driver = Self.help(rows: 24, columns: 80)
        Self.expectEveryKeyShown(driver)
        expectRows(driver.rows, [
            0: Self.title,
            1: "  Tab       focus next      /       search            a      bookmark",
            5: "  Enter     follow, use     m       set a mark        }      next tab",
            9: "  k         line up         I       view an image     <      move tab left",
            17: "  g         go to a URL     V       history",
            19: "  Fields: Enter types or presses, Space ticks, Esc ends typing. Questions: y/n",
            20: "  Mouse: a click acts where it lands, the wheel scrolls. All keys: docs/keys.md",
            23: " j/Space: more   Esc: close",
        ])
        let title = driver.frame[0, 1]
        #expect(title.style.attributes.contains(.reverse) && title.style.attributes.contains(.bold))
        let key = driver.frame[1, 2]
        #expect(key.text == "T" && key.style == .plain, "the grid is plain text: \(key)")
        #expect(driver.frame[23, 1].style.attributes.contains(.bold))
    }

    @Test func everyKeyOnOneScreenAt100x30InFourColumns() {
        let driver = Self.help(rows: 30, columns: 100)
        Self.expectEveryKeyShown(driver)
        expectRows(driver.rows, [
            0: Self.title,
            1: "  Tab       focus next      Home    top             \\      page source        {      previous tab",
            12: "  Ctrl-D    half down       i       images          t      URL in a new tab",
            13: "  Ctrl-U    half up         I       view an image   }      next tab",
        ])
        #expect(driver.rows.allSatisfy { TextWidth.columns($0) <= 100 })
    }

    @Test func theTitleSaysWhichKeysScrollAndThatAnyOtherCloses() {
        var driver = Self.help(rows: 24, columns: 80)
        for key in [Key.character("j"), .character(" "), .character("k"), .character("b")] {
            let before = driver.rows
            driver.press(key)
            #expect(driver.rows[0] == Self.title, "\(key) keeps the help")
            #expect(driver.rows != before, "\(key) scrolls it")
        }
        driver.press(.character("x"))
        #expect(driver.rows[0] == " Home — http://app.test/", "any other key closes it")
    }
}
