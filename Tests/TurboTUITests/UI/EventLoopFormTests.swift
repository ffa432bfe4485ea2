import Foundation
import Testing
import Net
import UI

/// A form sent by the real loop, answered by a fixture transport: method,
/// body, Turbo's headers and the CSRF token from the page, and the
/// redirect's page shown from the one exchange. (On the wire:
/// `FormSubmissionServerTests`, `DemoFormTests`.)
@Suite("Event loop: forms")
struct EventLoopFormTests {
    @Test func aFormGoesOutWithTurboHeadersAndItsRedirectIsShown() throws {
        let site = FixtureTransport()
        site.answer(HTTPFixtures.url("/"), with: try HTTPFixtures.answer("forms/new-item"))
        site.answer(HTTPFixtures.url("/items"), method: .post, with: .redirect(to: "/items/1", status: 303))
        site.answer(HTTPFixtures.url("/items/1"), with: .html("<title>Item</title><p>saved</p>"))
        let keys: [Key] = [.enter, .character("H"), .character("i"), .escape, .tab, .enter]
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: keys)
        let post = site.requests.first { $0.method == .post }
        #expect(String(decoding: post?.body ?? [], as: UTF8.self) == "title=Hi")
        #expect(post?.header("X-CSRF-Token") == "tok123")
        #expect(post?.header("Content-Type") == "application/x-www-form-urlencoded;charset=UTF-8")
        #expect(post?.header("Accept")?.hasPrefix("text/vnd.turbo-stream.html") == true)
        #expect(post?.header("Referer") == HTTPFixtures.url("/").absoluteString)
        #expect(terminal.rows[0] == " Item — http://app.test/items/1")
        #expect(site.requests.map(\.url.path) == ["/", "/items", "/items/1"], "the redirect's page is not fetched twice")
        #expect(site.requests.last?.method == .get, "a 303 turns the POST into a GET")
    }
}
