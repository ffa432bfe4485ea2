import Foundation
import Testing
import UI

/// `--app-host` and `--header` in the real browser (tmux): a link to
/// another host of the app is visited in the app, with the headers; the
/// same link without `--app-host` goes to "Another site".
@Suite("App hosts end to end (tmux)", .serialized)
struct AppHostEndToEndTests {
    static func site() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let port = request.header("Host")?.split(separator: ":").last ?? ""
            switch request.target {
            case "/": return .html("<title>Home</title><p><a href='http://localhost:\(port)/sub'>to the subdomain</a></p>")
            case "/sub": return .html("<title>Sub</title><p>sub page with token \(request.header("X-App") ?? "none")</p>")
            default: return .html("<p>missing</p>", status: 404)
            }
        }
    }

    @Test func aLinkToAnAppHostStaysInTheAppWithTheHeaders() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession(["--app-host", "localhost", "--header", "X-App: e2e", server.url("/").absoluteString])
        #expect(try tmux.waitFor("to the subdomain").ok, "\(tmux.screen)")
        try tmux.send("Tab", "Enter")
        let sub = try tmux.waitFor("sub page with token e2e")
        #expect(sub.ok, "\(sub.screen)")
        #expect(server.requests.first?.header("X-App") == "e2e")
        try tmux.send("q")
        #expect(try tmux.waitFor("terminal modes:").ok)
    }

    @Test func withoutAppHostTheLinkIsAnotherSite() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession(["--header", "X-App: e2e", server.url("/").absoluteString])
        #expect(try tmux.waitFor("to the subdomain").ok, "\(tmux.screen)")
        try tmux.send("Tab", "Enter")
        let other = try tmux.waitFor("Another site")
        #expect(other.ok, "\(other.screen)")
        #expect(server.requests.map(\.target) == ["/"], "nothing is fetched from another host")
        try tmux.send("q")
        #expect(try tmux.waitFor("terminal modes:").ok)
    }
}
