import Foundation
import Testing
import Turbo
import UI

/// Frames drawn from states, compared as literal rows.
@Suite("Browser views")
struct BrowserViewTests {
    static let home = """
        <title>Home</title><h1>Welcome</h1><p>Read <a href="/posts">posts</a> or <a href="/about">about</a>.</p>
        """

    @Test func mainViewHasTitlePageAndStatusLines() {
        var driver = BrowserDriver(rows: 8, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.home)
        #expect(driver.rows == [
            " Home — http://app.test/",
            "Welcome",
            "",
            "Read posts or about.",
            "",
            "",
            "",
            "?: help   q: quit   Tab: next link",
        ], "a hint too long for the line drops whole keys")
        #expect(driver.frame[0, 0].style.attributes.contains(.reverse))
        #expect(driver.frame[3, 5].style.attributes.contains(.underline))
    }

    @Test func focusedLinkIsReversedAndItsURLIsInTheStatusLine() {
        var driver = BrowserDriver(rows: 8, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.home)
        driver.press(.tab)
        #expect(driver.rows[7] == "http://app.test/posts")
        #expect(driver.frame[3, 5].style.attributes.contains(.reverse))
        #expect(driver.frame[3, 5].style.role == .link, "focus is reverse video of the link's own colours")
        #expect(!driver.frame[3, 14].style.attributes.contains(.reverse))
    }

    @Test func modalIsAFramedWindowWithDoneOverTheDimmedPage() {
        let configuration = BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/new" ? PathProperties(["context": .string("modal"), "modal_style": .string("form_sheet")]) : PathProperties()
        })
        var driver = BrowserDriver(rows: 12, columns: 50, configuration: configuration)
        driver.open("http://app.test/")
        driver.answer(Self.home + "<p>Some more text that stays visible around the modal window.</p>")
        driver.visit("http://app.test/new")
        driver.answer("<title>New post</title><p>Title: ____</p>")
        #expect(driver.rows == [
            " Home — http://app.test/",
            "Welcome",
            "     ┌─[Done]─ New post ────────────────────┐",
            "Read │Title: ____                           │",
            "     │                                      │",
            "Some │                                      │modal",
            "windo│                                      │",
            "     └──────────────────────────────────────┘",
            "",
            "",
            "",
            "Esc: Done   ?: help",
        ])
        #expect(driver.frame[1, 0].style.attributes.contains(.dim))
        #expect(!driver.frame[3, 7].style.attributes.contains(.dim))
        #expect(driver.frame[5, 48].style.attributes.contains(.dim))
    }

    @Test func progressBarAppearsOnlyAfterHalfASecond() {
        var driver = BrowserDriver(rows: 6, columns: 30)
        driver.open("http://app.test/slow")
        expectRows(driver.rows, [0: " turbo-tui", 1: ""], "no bar at first")
        #expect(driver.status == "Loading http://app.test/slow (Esc: cancel)")
        driver.wait(milliseconds: 499)
        expectRows(driver.rows, [0: " turbo-tui", 1: ""], "no bar before half a second")
        driver.wait(milliseconds: 1)
        #expect(driver.rows[1].hasPrefix(ProgressBarView.filled))
        driver.answer("<p>done</p>")
        #expect(driver.rows[1] == "done")
    }

    @Test func networkFailureShowsAnErrorViewWithRetry() {
        var driver = BrowserDriver(rows: 10, columns: 50)
        driver.open("http://app.test/")
        driver.fail(.connectionRefused(host: "app.test"))
        #expect(driver.rows == [
            " Error — http://app.test/",
            "Could not load the page",
            "",
            "http://app.test/",
            "",
            "app.test refused the connection (is the server run",
            "ning?)",
            "Could not load http://app.test/: app.test refused",
            "  the connection (is the server running?) (r:",
            "  retry)",
        ], "the error's end is not cut off: it takes the rows above")
        #expect(driver.status == "Could not load http://app.test/: app.test refused the connection (is the server running?) (r: retry)")
    }

    @Test func helpListsEveryKeyBinding() {
        var driver = BrowserDriver(rows: 130, columns: 100)
        driver.open("http://app.test/")
        driver.answer(Self.home)
        driver.press(.character("?"))
        let screen = driver.rows.joined(separator: "\n")
        for binding in KeyBinding.all {
            #expect(screen.contains(binding.names + " "), "help misses \(binding.names)")
            #expect(screen.contains(binding.summary))
        }
        #expect(screen.contains("On a file (not a page): s saves it into the downloads directory, v opens it"))
        driver.press(.escape)
        #expect(driver.rows[0] == " Home — http://app.test/")
    }

    @Test func controlCharactersFromPagesAndErrorsAreShownNotSent() {
        var driver = BrowserDriver(rows: 8, columns: 60)
        driver.open("http://app.test/")
        driver.answer("<title>Evil\u{1B}]0;owned\u{07}</title><p>x\u{9B}2J</p>")
        driver.press(.character("r"))
        driver.fail(.other("bad\u{1B}[31mred\u{9B}"))
        let screen = driver.rows.joined()
        #expect(!screen.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(screen.contains("bad^[[31mred\u{FFFD}"))
    }
}
