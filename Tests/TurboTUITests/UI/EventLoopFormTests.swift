import Foundation
import Testing
@testable import TurboTUI

/// A form sent by the real loop through real libcurl to a real server:
/// method, body, Turbo's headers and the CSRF token from the page, and the
/// redirect's page shown from the one exchange.
@Suite("Event loop: forms")
struct EventLoopFormTests {
    @Test func aFormGoesOutWithTurboHeadersAndItsRedirectIsShown() throws {
        let server = try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"):
                return .html("<title>Form</title><meta name=csrf-token content=tok123>"
                             + "<form action=/items method=post><input name=title autofocus><button>Save</button></form>")
            case ("POST", "/items"): return .redirect(to: "/items/1", status: 303)
            case ("GET", "/items/1"): return .html("<title>Item</title><p>saved</p>")
            default: return .html("<p>missing</p>", status: 404)
            }
        }
        defer { server.stop() }
        let keys: [Key] = [.enter, .character("H"), .character("i"), .escape, .tab, .enter]
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        ScriptedLoop.run(loop, opening: server.url("/"), keys: keys)
        let post = server.requests.first { $0.method == "POST" }
        #expect(String(decoding: post?.body ?? [], as: UTF8.self) == "title=Hi")
        #expect(post?.header("X-CSRF-Token") == "tok123")
        #expect(post?.header("Content-Type") == "application/x-www-form-urlencoded;charset=UTF-8")
        #expect(post?.header("Accept")?.hasPrefix("text/vnd.turbo-stream.html") == true)
        #expect(post?.header("Referer") == server.url("/").absoluteString)
        #expect(terminal.rows[0] == " Item — \(server.url("/items/1"))")
        #expect(server.requests.map(\.target) == ["/", "/items", "/items/1"], "the redirect's page is not fetched twice")
    }
}
