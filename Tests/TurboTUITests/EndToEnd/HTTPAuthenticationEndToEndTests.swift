import Foundation
import Testing
import Net
import UI

/// HTTP authentication's name and password live for the session only
/// (issue 18, Hotwire Native): the real binary in tmux signs in through
/// the Basic prompt on a server on 127.0.0.1 that also sets a cookie, goes
/// on to a second page and quits; then no file it wrote under the XDG
/// directories and the home the test gives it (history, cookies, config,
/// cache) holds the password, alone or in the Basic header's base64.
@Suite("HTTP authentication: credentials never on disk (tmux)", .serialized)
struct HTTPAuthenticationEndToEndTests {
    private static let user = "ada"
    private static let password = "Quartz-zebra-5107"

    @Test func signingInThroughThePromptWritesThePasswordNowhere() throws {
        let basic = "Basic " + Data("\(Self.user):\(Self.password)".utf8).base64EncodedString()
        let server = try LoopbackHTTPServer { request in
            guard request.header("Authorization") == basic else {
                return .respond(status: 401, headers: [("WWW-Authenticate", #"Basic realm="Staff""#), ("Content-Type", "text/html")],
                                body: Array("<p>Authorization required.</p>".utf8))
            }
            let cookie = [("Set-Cookie", "visitor=seen; Path=/; Max-Age=3600")]
            return request.target == "/"
                ? .html(#"<title>Staff</title><p>Signed in to the staff pages.</p><a href="/second">Second page</a>"#, headers: cookie)
                : .html("<title>Second</title><p>The second staff page.</p>", headers: cookie)
        }
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-auth-home-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": "", "XDG_STATE_HOME": "/state", "XDG_CONFIG_HOME": "/config", "XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/cache"]
            .mapValues { home.path + $0 }

        do {
            let tmux = try TmuxSession([server.url("/").absoluteString], environment: environment)
            #expect(try tmux.waitFor { $0.last { !$0.isEmpty }?.contains("user name:") == true }.ok)
            try tmux.type(Self.user)
            try tmux.send("Enter")
            #expect(try tmux.waitFor { $0.last { !$0.isEmpty }?.hasPrefix("Password: ") == true }.ok)
            try tmux.type(Self.password)
            try tmux.send("Enter")
            let signedIn = try tmux.waitFor("Signed in to the staff pages.")
            #expect(signedIn.ok, "\(signedIn.screen)")
            #expect(!signedIn.screen.joined().contains(Self.password), "the password was masked")
            try tmux.send("Tab")
            try tmux.send("Enter")
            #expect(try tmux.waitFor("The second staff page.").ok)
            try tmux.send("q")
            #expect(try tmux.waitFor(TmuxSession.exitMarker, seconds: 10).ok)
        }

        var written: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: home, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = walker?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            written[String(file.path.dropFirst(home.path.count))] = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        }
        // The session did write its files: the check below looked at something.
        #expect(written["/state/turbo-tui/history"]?.contains(server.url("/second").absoluteString) == true, "\(written.keys.sorted())")
        #expect(written["/data/turbo-tui/cookies.txt"]?.contains("visitor") == true, "\(written.keys.sorted())")
        let secrets = [Self.password, Data(Self.password.utf8).base64EncodedString(), String(basic.dropFirst("Basic ".count))]
        for (path, text) in written {
            for secret in secrets {
                #expect(!text.contains(secret), "\(path) holds \(secret)")
            }
        }
    }
}
