import Foundation
import Testing

/// `tab`, `tabs` and `close_tab` (docs/drive.md): the real driver, loop and
/// libcurl against the loopback server.
@Suite("Drive: tab commands")
struct DriverTabCommandTests {
    @Test func tabsOpenShowListAndClose() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let opened = session.send(##"{"tab":"/second"}"##)
        #expect(opened.ok, "\(opened.line)")
        #expect(session.state(opened, "title") == .string("Second"), "the new tab is shown, its page in")
        #expect(session.state(opened, "tab") == .number(2))
        #expect(session.state(opened, "tab_count") == .number(2))
        #expect(session.state(opened, "main") == .array([.string(server.url("/second").absoluteString)]), "a history of its own")
        let list = session.send(##"{"tabs":true}"##)
        let tabs = try #require(list["tabs"]?.arrayValue)
        #expect(tabs.count == 2)
        #expect(tabs.first?.objectValue?["url"] == .string(server.url("/").absoluteString))
        #expect(tabs.first?.objectValue?["shown"] == .bool(false))
        #expect(tabs.last?.objectValue?["shown"] == .bool(true))
        #expect(tabs.first?.objectValue?["id"] != tabs.last?.objectValue?["id"], "each tab its own id: \(tabs)")
        #expect(tabs.last?.objectValue?["title"] == .string("Second"))
        #expect(tabs.last?.objectValue?["app"] == .bool(false))
        let screen = session.send(##"{"screen":true}"##)
        #expect(screen["rows"]?.arrayValue?.first?.stringValue?.hasPrefix(" 1 ") == true, "\(screen.line)")
        let first = session.send(##"{"tab":1}"##)
        #expect(session.state(first, "url") == .string(server.url("/").absoluteString))
        let closed = session.send(##"{"close_tab":2}"##)
        #expect(session.state(closed, "tab_count") == .number(1))
        #expect(session.send(##"{"close_tab":true}"##).error == "The only tab is not closed: the browser would have nothing to show.")
        #expect(session.send(##"{"tab":5}"##).error == "There is no tab 5: 1 tab is open.")
        #expect(session.send(##"{"tab":1.5}"##).error == "\"tab\" is a tab number from 1, a URL to open in a new tab or true for a new tab with no page, not 1.5.")
        #expect(session.send(##"{"close_tab":"x"}"##).error == "\"close_tab\" is true (the shown tab) or a tab number from 1, not \"x\".")
    }

    /// Capybara's `open_new_window`: a tab with no page, which a visit fills;
    /// the tab it was opened from keeps its page.
    @Test func aBlankTabOpensEmptyAndTheNextVisitFillsIt() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        #expect(session.send(##"{"tab":true}"##).error == "No page is shown yet: the browser's one tab is empty, so visit a page in it first.")
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let opened = session.send(##"{"tab":true}"##)
        #expect(opened.ok, "\(opened.line)")
        #expect(session.state(opened, "tab") == .number(2))
        #expect(session.state(opened, "url") == .null, "no page yet: \(opened.line)")
        let list = try #require(session.send(##"{"tabs":true}"##)["tabs"]?.arrayValue)
        #expect(list.last?.objectValue?["url"] == .string("about:blank"))
        #expect(session.send(##"{"snapshot":true}"##)["url"] == .string("about:blank"))
        let visited = session.send(##"{"visit":"\##(server.url("/second"))"}"##)
        #expect(session.state(visited, "title") == .string("Second"), "\(visited.line)")
        #expect(session.state(visited, "tab") == .number(2), "the visit fills the blank tab")
        #expect(session.state(visited, "tab_count") == .number(2))
        let first = session.send(##"{"tab":1}"##)
        #expect(session.state(first, "url") == .string(server.url("/").absoluteString))
    }

    /// A window handle taken before the first visit (Capybara's `current_window`) still names the tab after it.
    @Test func theFirstTabKeepsItsIDThroughTheFirstVisit() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let session = DriverSession()
        let before = session.send(##"{"tabs":true}"##)["tabs"]?.arrayValue?.first?.objectValue?["id"]
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let after = session.send(##"{"tabs":true}"##)["tabs"]?.arrayValue?.first?.objectValue?["id"]
        #expect(before != nil)
        #expect(before == after)
    }
}
