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
        #expect(session.send(##"{"tab":1.5}"##).error == "\"tab\" is a tab number from 1 or a URL to open in a new tab, not 1.5.")
        #expect(session.send(##"{"close_tab":"x"}"##).error == "\"close_tab\" is true (the shown tab) or a tab number from 1, not \"x\".")
    }
}
