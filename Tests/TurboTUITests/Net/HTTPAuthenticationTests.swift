import Foundation
import Testing
import Net
import Turbo
import UI

/// HTTP authentication as Hotwire Native asks for it: a 401 with
/// `WWW-Authenticate: Basic` or `Digest` asks for a user name and a masked
/// password in the status line, the visit is sent again through libcurl
/// with them (CURLOPT_HTTPAUTH), they are kept for the run only; a refused
/// password asks again, Esc shows the 401 page. The real loop, curl and a
/// server on 127.0.0.1, then the demo app.
@Suite("HTTP authentication: Basic and Digest challenges")
struct HTTPAuthenticationTests {
    private static func response(_ status: Int, _ challenges: [String]) -> HTTPResponse {
        HTTPResponse(status: status, url: URL(string: "http://app.test/secret")!,
                     headers: challenges.map { ("WWW-Authenticate", $0) }, body: [])
    }

    private static let entry = PageEntry(id: PageEntry.ID(rawValue: 1), url: URL(string: "http://app.test/secret")!)

    @Test func onlyA401AskingForBasicOrDigestIsAChallenge() {
        let basic = AuthenticationChallenge(Self.response(401, [#"Basic realm="Staff \"only\"", charset="UTF-8""#]),
                                            entry: Self.entry, stack: .main, rejected: false)
        #expect(basic?.realm == #"Staff "only""#)
        #expect(basic?.question == #"app.test ("Staff "only"") asks for a user name and password (Esc: show the 401 page)"#)
        let digest = AuthenticationChallenge(Self.response(401, ["Bearer", #"Digest realm=ops, qop="auth", nonce="x""#]),
                                             entry: Self.entry, stack: .main, rejected: true)
        #expect(digest?.realm == "ops")
        #expect(digest?.question.hasPrefix("The user name or password was not accepted.") == true)
        #expect(AuthenticationChallenge(Self.response(401, ["Bearer realm=x"]), entry: Self.entry, stack: .main, rejected: false) == nil)
        #expect(AuthenticationChallenge(Self.response(401, []), entry: Self.entry, stack: .main, rejected: false) == nil,
                "a 401 without a challenge goes to --login-path as before")
        #expect(AuthenticationChallenge(Self.response(403, ["Basic realm=x"]), entry: Self.entry, stack: .main, rejected: false) == nil)
    }

    @Test func credentialsAreKeptByOriginAndNeverShown() {
        var store = OriginCredentials()
        store.set(HTTPCredentials(user: "ada", password: "s3cret"), for: URL(string: "http://app.test/a")!)
        #expect(store.credentials(for: URL(string: "http://APP.test:80/b")!)?.user == "ada")
        #expect(store.credentials(for: URL(string: "https://app.test/a")!) == nil, "another scheme is another origin")
        #expect(store.credentials(for: URL(string: "http://app.test:8080/a")!) == nil)
        #expect(!HTTPCredentials(user: "ada", password: "s3cret").description.contains("s3cret"))
        store.set(nil, for: URL(string: "http://app.test/")!)
        #expect(store.credentials(for: URL(string: "http://app.test/a")!) == nil)
    }

    @Test func aRedirectToAnotherOriginDropsTheCredentials() throws {
        var request = HTTPRequest(url: URL(string: "http://app.test/a")!)
        request.credentials = HTTPCredentials(user: "ada", password: "s3cret")
        let same = try RedirectPolicy.follow(request, status: 302, to: URL(string: "http://app.test/b")!).get()
        let other = try RedirectPolicy.follow(request, status: 302, to: URL(string: "http://other.test/b")!).get()
        #expect(same.credentials != nil)
        #expect(other.credentials == nil)
    }

    // MARK: The real loop and curl against 127.0.0.1

    private static let good = "Basic " + Data("ada:s3cret".utf8).base64EncodedString()

    private static func start() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.header("Authorization") == good else {
                return .respond(status: 401, headers: [("WWW-Authenticate", #"Basic realm="Staff only""#),
                                                       ("Content-Type", "text/html")],
                                body: Array("<title>Denied</title><p>Authorization required.</p>".utf8))
            }
            return .html("<title>Secret</title><p>The secret page.</p>")
        }
    }

    @Test func theUserNameAndMaskedPasswordAreAskedForAndAWrongOneAsksAgain() throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = LoopRun(rows: 10, columns: 70, opening: server.url("/secret"))
        defer { run.loop.stop() }
        #expect(run.asksForUserName)
        #expect(run.terminal.rows.last?.hasPrefix(#"127.0.0.1 ("Staff only") user name: "#) == true, "\(run.terminal.rows)")
        run.type("ada")
        run.press(.enter)
        run.type("wrong")
        #expect(run.terminal.rows.last?.hasPrefix("Password: *****") == true, "\(run.terminal.rows)")
        #expect(!run.screen.contains("wrong"), "the password is never drawn")
        run.press(.enter)
        #expect(run.asksForUserName, "asked again")
        #expect(run.terminal.rows.last?.hasPrefix("Not accepted. 127.0.0.1") == true, "\(run.terminal.rows)")
        run.type("ada")
        run.press(.enter)
        run.type("s3cret")
        run.press(.enter)
        #expect(run.screen.contains("The secret page."), "\(run.terminal.rows)")
        #expect(run.terminal.rows[0].hasPrefix(" Secret"))
        #expect(server.requests.last?.header("Authorization") == Self.good)
        // The next request to the origin carries them at once: no new question.
        run.press(.character("r"))
        #expect(run.loop.state.statusPrompt == nil)
        #expect(run.screen.contains("The secret page."))
    }

    @Test func escShowsThe401Page() throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = LoopRun(rows: 10, columns: 70, opening: server.url("/secret"))
        defer { run.loop.stop() }
        run.type("ada")
        run.press(.escape)
        #expect(run.loop.state.statusPrompt == nil)
        #expect(run.screen.contains("Authorization required."), "\(run.terminal.rows)")
        #expect(run.terminal.rows[0].hasPrefix(" Denied"))
        #expect(server.requests.count == 1, "nothing sent again")
    }

    /// The demo's /basic page (`http_basic_authenticate_with`, user demo, password turbo).
    @Test func theDemosBasicAuthPageOpensWithItsPassword() throws {
        let demo = try DemoServer.shared()
        let run = LoopRun(rows: 10, columns: 70, opening: demo.url("/basic"))
        defer { run.loop.stop() }
        #expect(run.asksForUserName, "\(run.terminal.rows)")
        run.type("demo")
        run.press(.enter)
        run.type("turbo")
        run.press(.enter)
        #expect(run.screen.contains("Basic authentication passed"), "\(run.terminal.rows)")
    }
}
