import Foundation
import Testing
import Render
import Store
import UI

/// The bookmarks view (`B`) over a Firefox export, and `a` adding the page
/// or the focused link: folders open and close, items open, are deleted,
/// renamed and moved, and each edit asks for the file to be saved.
@Suite("Bookmarks view")
struct BookmarksViewTests {
    static func driver(rows: Int = 12, columns: Int = 80, export: String = "firefox") throws -> BrowserDriver {
        let files = StoreTestFiles()
        defer { files.remove() }
        let load = BookmarksFile(url: try files.copy(fixture: "bookmarks/\(export).html", to: "bookmarks.html")).load()
        #expect(load.problems == [])
        var driver = BrowserDriver(rows: rows, columns: columns)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p>home page</p>")
        driver.browser.state.bookmarks = load.bookmarks
        driver.press(.character("B"))
        return driver
    }

    /// The tree the last `.saveBookmarks` asked to write.
    static func saved(_ driver: BrowserDriver) -> [String]? {
        for effect in driver.effects.reversed() {
            if case .saveBookmarks(let tree) = effect { return BookmarkOutline.of(tree) }
        }
        return nil
    }

    @Test func aFirefoxExportShowsItsFoldersClosedWithTheSelectionMarkedWithoutColour() throws {
        let driver = try Self.driver()
        #expect(Array(driver.rows.prefix(6)) == [
            " Bookmarks Menu",
            "> [+] Mozilla Firefox  (2)",
            "  [+] Bookmarks Toolbar  (2)",
            "  Recently Bookmarked  place:parent=menu________&queryType=1",
            "  [+] Other Bookmarks  (1)",
            "",
        ])
        #expect(driver.rows[11] == " Enter: open  T: new tab  d: delete  r: rename  m: move  n: folder  Esc: close")
        let frame = driver.frame
        #expect(frame[0, 1].style.attributes == [.bold, .underline], "the title line, not reverse: the selection below stands apart")
        #expect(frame[1, 0].style.attributes == [.reverse, .bold], "the selection: reverse video and >")
        #expect(frame[1, 79].style.attributes.contains(.reverse), "over the whole row")
        #expect(frame[2, 6].style.attributes == .bold, "a folder's name is bold")
        #expect(frame[3, 2].style == .plain, "a bookmark's title plain")
        #expect(frame[3, 23].style == Style(role: .link), "its URL in the link colour")
        let mono = ScreenLook(frame, scheme: ColorScheme(depth: .monochrome))
        #expect(mono.cell(1, 10).attributes.contains(.reverse) && !mono.cell(2, 10).attributes.contains(.reverse))
        #expect(ScreenLook(frame).illegibleCells.isEmpty)
    }

    @Test func aChromiumExportShowsItsBarAndNestedFolders() throws {
        var driver = try Self.driver(export: "chromium")
        driver.press(.enter, .down, .down, .enter)
        #expect(Array(driver.rows.prefix(7)) == [
            " Bookmarks",
            "  [-] Bookmarks bar",
            "      hotwired/turbo: The speed of a single-page web application  https://github.com/hotwired/turbo",
            ">     [-] Docs",
            "          Turbo Handbook  https://turbo.hotwired.dev/handbook/introduction",
            "          libcurl - API  https://curl.se/libcurl/c/",
            "  [+] Other bookmarks  (1)",
        ].map { String($0.prefix(80)) }, "a long row is cut at the edge: \(driver.rows)")
    }

    @Test func enterOpensAndClosesAFolderAndLeftGoesBackToIt() throws {
        var driver = try Self.driver()
        driver.press(.down, .enter)
        #expect(Array(driver.rows[1...6]) == [
            "  [+] Mozilla Firefox  (2)",
            "> [-] Bookmarks Toolbar",
            "      Hotwire: HTML over the wire  https://hotwired.dev/",
            "      [+] Rails & friends  (2)",
            "  Recently Bookmarked  place:parent=menu________&queryType=1",
            "  [+] Other Bookmarks  (1)",
        ])
        driver.press(.down, .down, .right)
        #expect(driver.rows[5] == "          Ruby on Rails Guides  https://guides.rubyonrails.org/", "\(driver.rows)")
        #expect(driver.rows[6] == "          [+] Deep  (1)")
        driver.press(.left)
        #expect(driver.rows[5] == "  Recently Bookmarked  place:parent=menu________&queryType=1", "Left closes the open folder")
        driver.press(.left)
        #expect(driver.rows[2] == "> [-] Bookmarks Toolbar", "Left again goes up to the folder holding it")
        driver.press(.enter)
        #expect(driver.rows[3] == "  Recently Bookmarked  place:parent=menu________&queryType=1")
    }

    @Test func enterOnABookmarkOpensItAndANonWebOneIsRefused() throws {
        var driver = try Self.driver()
        driver.press(.down, .down, .enter)
        // Too long for the line: it takes the row above, as in the status line.
        #expect(Array(driver.rows[10...11]) == ["turbo-tui opens http and https bookmarks, not", "  place:parent=menu________&queryType=1"])
        #expect(driver.frame[10, 0].style == Style(attributes: .bold, role: .error))
        #expect(driver.visits == ["https://app.test/"])
        // Another host is not the app's: offered to $BROWSER as a link to it would be (the navigator's rule).
        driver.press(.up, .enter, .down, .enter)
        #expect(driver.visits == ["https://app.test/"])
        #expect(driver.state.offer?.url.absoluteString == "https://hotwired.dev/")
    }

    @Test func renameAndANewFolderAreTypedInTheBottomLine() throws {
        var driver = try Self.driver()
        driver.press(.character("r"))
        #expect(driver.rows[11] == "New title: Mozilla Firefox_")
        driver.press(.control("u"))
        driver.type("Firefox")
        driver.press(.enter)
        #expect(driver.rows[1] == "> [+] Firefox  (2)")
        #expect(driver.rows[11] == "Renamed to \"Firefox\"")
        #expect(Self.saved(driver)?.first == "folder Firefox")
        driver.press(.character("n"))
        driver.type("Reading")
        driver.press(.enter)
        #expect(driver.rows[5] == "> [+] Reading  (0)", "the new folder is selected: \(driver.rows)")
        #expect(Self.saved(driver)?.last == "folder Reading")
        driver.press(.character("r"), .control("u"), .enter)
        #expect(driver.rows[11] == "A title cannot be empty")
        #expect(driver.rows[5] == "> [+] Reading  (0)")
    }

    @Test func deleteAsksFirstAndSaysWhatGoesWithAFolder() throws {
        var driver = try Self.driver()
        driver.press(.character("d"))
        #expect(driver.rows[11] == "Delete folder \"Mozilla Firefox\" and the 2 items in it? y: yes, other keys: no")
        driver.press(.character("n"))
        #expect(driver.rows[1] == "> [+] Mozilla Firefox  (2)", "anything but y keeps it")
        #expect(Self.saved(driver) == nil)
        driver.press(.character("d"), .character("y"))
        #expect(driver.rows[1] == "> [+] Bookmarks Toolbar  (2)")
        #expect(driver.rows[11] == "Deleted folder \"Mozilla Firefox\" and the 2 items in it")
        #expect(Self.saved(driver)?.first == "folder Bookmarks Toolbar (toolbar)")
    }

    @Test func moveChoosesAFolderFromTheWholeTree() throws {
        var driver = try Self.driver()
        driver.press(.down, .enter, .down, .character("m"))
        #expect(Array(driver.rows.prefix(7)) == [
            " Move bookmark \"Hotwire: HTML over the wire\" into:",
            "> Bookmarks Menu (top)",
            "  Bookmarks Menu / Mozilla Firefox",
            "  Bookmarks Menu / Bookmarks Toolbar",
            "  Bookmarks Menu / Bookmarks Toolbar / Rails & friends",
            "  Bookmarks Menu / Bookmarks Toolbar / Rails & friends / Deep",
            "  Bookmarks Menu / Other Bookmarks",
        ])
        #expect(driver.frame[1, 0].style.attributes == [.reverse, .bold])
        driver.press(.down, .down, .down, .down, .down, .enter)
        #expect(driver.rows[11] == "Moved into Bookmarks Menu / Other Bookmarks")
        #expect(Array(driver.rows[1...7]) == [
            "  [+] Mozilla Firefox  (2)",
            "  [-] Bookmarks Toolbar",
            "      [+] Rails & friends  (2)",
            "  Recently Bookmarked  place:parent=menu________&queryType=1",
            "  [-] Other Bookmarks",
            "      Lynx  https://lynx.invisible-island.net/",
            "> " + "    Hotwire: HTML over the wire  https://hotwired.dev/",
        ], "it went to the end of the folder, which opened; the selection followed it")
        #expect(Self.saved(driver)?.suffix(3) == [
            "folder Other Bookmarks", "  link Lynx <https://lynx.invisible-island.net/>", "  link Hotwire: HTML over the wire <https://hotwired.dev/>",
        ])
    }

    @Test func aFolderCannotMoveIntoItselfItIsNotOffered() throws {
        var driver = try Self.driver()
        driver.press(.down, .character("m"))
        #expect(!driver.rows.contains { $0.contains("Bookmarks Toolbar") && !$0.hasPrefix(" Move") }, "\(driver.rows)")
        driver.press(.escape)
        #expect(driver.rows[2] == "> [+] Bookmarks Toolbar  (2)", "Esc: nothing moved")
        driver.press(.escape)
        #expect(driver.state.chrome.overlay == nil)
    }

    @Test func aBookmarksTheFocusedLinkWithItsTextAsATitleToEdit() {
        var driver = BrowserDriver(rows: 8, columns: 60)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p>Read <a href=/story>the full story</a></p>")
        driver.press(.tab, .character("a"))
        #expect(driver.rows[7] == "Bookmark as: the full story_")
        #expect(driver.frame[7, 0].style.attributes == .bold)
        driver.press(.backspace, .backspace, .backspace, .backspace, .backspace)
        driver.type("tale")
        driver.press(.enter)
        #expect(driver.status == "Bookmarked \"the full tale\" (B: the bookmarks)")
        #expect(Self.saved(driver) == ["link the full tale <https://app.test/story>"])
        // Without a focused link it is the page, under its title.
        driver.press(.escape, .character("a"))
        #expect(driver.rows[7] == "Bookmark as: Home_")
        driver.press(.control("u"), .enter)
        #expect(Self.saved(driver) == ["link the full tale <https://app.test/story>", "link https://app.test/ <https://app.test/>"],
                "an emptied title is the URL")
        driver.press(.character("a"), .escape)
        #expect(Self.saved(driver)?.count == 2, "Esc adds nothing")
        driver.press(.character("B"))
        #expect(driver.rows[1] == "> the full tale  https://app.test/story")
        driver.press(.enter)
        #expect(driver.state.chrome.overlay == nil)
        #expect(driver.visits.last == "https://app.test/story", "a bookmark of the app opens as a followed link")
    }

    /// `T` on a bookmark opens it in a new tab; on a folder it does nothing.
    @Test func tOpensABookmarkInANewTab() {
        var driver = BrowserDriver(rows: 8, columns: 60)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p>Read <a href=/story>the full story</a></p>")
        driver.press(.tab, .character("a"), .enter)
        driver.press(.character("B"))
        #expect(driver.rows[1] == "> the full story  https://app.test/story")
        driver.press(.character("T"))
        #expect(driver.state.chrome.overlay == nil)
        #expect(driver.visits.last == "https://app.test/story")
        driver.answer("<title>Story</title><p>story page</p>")
        #expect(driver.state.tabs.count == 2)
        #expect(driver.rows[0] == " 1 Home [2 Story]", "\(driver.rows)")
    }
}
