import Foundation
import Testing

/// HTTP authentication on the wire beyond a visit's Basic: a server doing
/// Digest (RFC 7616, MD5, qop=auth) checked by hand, and 401s answering a
/// frame's load and a form's submission, which ask for the name and
/// password as a visit's does and are then sent again. The real loop, curl
/// and servers on 127.0.0.1.
@Suite("HTTP authentication: Digest, frames and forms on the wire")
struct HTTPAuthenticationWireTests {
    private static let realm = "ops"
    private static let nonce = "dcd98b7102dd2f0e8b11d0f600bfb0c093"

    @Test func md5IsRFC1321s() {
        #expect(MD5.hex("") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex("The quick brown fox jumps over the lazy dog") == "9e107d9d372bb6826bd81d3542a419d6")
        #expect(MD5.hex(String(repeating: "a", count: 64)) == "014842d480b571495a4a0363793f7367", "two blocks")
    }

    /// The parameters of a `Digest` Authorization header (quoted or not).
    private static func parameters(_ header: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(header.dropFirst("Digest ".count))
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == "," }
            guard let equals = rest.firstIndex(of: "=") else { break }
            let key = String(rest[..<equals]).trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: equals)...]
            var value = ""
            if rest.first == "\"" {
                rest = rest.dropFirst()
                let end = rest.firstIndex(of: "\"") ?? rest.endIndex
                value = String(rest[..<end])
                rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                value = String(rest[..<end]).trimmingCharacters(in: .whitespaces)
                rest = rest[end...]
            }
            result[key] = value
        }
        return result
    }

    /// RFC 7616 §3.4.1 with qop=auth: the answer the server expects from ada / s3cret.
    private static func isValidDigest(_ request: LoopbackHTTPServer.Request) -> Bool {
        guard let header = request.header("Authorization"), header.hasPrefix("Digest ") else { return false }
        let p = parameters(header)
        guard p["username"] == "ada", p["realm"] == realm, p["nonce"] == nonce, p["uri"] == request.target,
              p["qop"] == "auth", let nc = p["nc"], let cnonce = p["cnonce"], let response = p["response"] else { return false }
        let ha1 = MD5.hex("ada:\(realm):s3cret")
        let ha2 = MD5.hex("\(request.method):\(request.target)")
        return response == MD5.hex("\(ha1):\(nonce):\(nc):\(cnonce):auth:\(ha2)")
    }

    private static func digestChallenge() -> LoopbackHTTPServer.Reply {
        .respond(status: 401, headers: [("WWW-Authenticate", #"Digest realm="\#(realm)", qop="auth", nonce="\#(nonce)", algorithm=MD5"#),
                                        ("Content-Type", "text/html")],
                 body: Array("<title>Denied</title><p>Digest required.</p>".utf8))
    }

    private static let basic = "Basic " + Data("ada:s3cret".utf8).base64EncodedString()

    private static func basicChallenge() -> LoopbackHTTPServer.Reply {
        .respond(status: 401, headers: [("WWW-Authenticate", #"Basic realm="Staff""#), ("Content-Type", "text/html")],
                 body: Array("<p>Authorization required.</p>".utf8))
    }

    @Test func aDigestChallengeIsAnsweredThroughCurl() throws {
        let server = try LoopbackHTTPServer { request in
            Self.isValidDigest(request) ? .html("<title>Ops</title><p>The digest page.</p>") : Self.digestChallenge()
        }
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 70, opening: server.url("/secret"))
        defer { run.loop.stop() }
        #expect(run.asksForUserName)
        #expect(run.terminal.rows.last?.hasPrefix(#"127.0.0.1 ("ops") user name: "#) == true, "\(run.terminal.rows)")
        run.signIn()
        #expect(run.screen.contains("The digest page."), "\(run.terminal.rows)")
        let answered = try #require(server.requests.last)
        #expect(answered.header("Authorization")?.hasPrefix("Digest ") == true)
        #expect(Self.isValidDigest(answered))
        #expect(!server.requests.contains { $0.header("Authorization")?.hasPrefix("Basic") == true },
                "a Digest server never sees the password in Basic")
    }

    @Test func aFramesAnswerOf401AsksAndTheFrameLoadsAgain() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html(#"<title>Home</title><p>Outside.</p><turbo-frame id="panel" src="/panel"><p>Loading</p></turbo-frame>"#)
            case "/panel":
                guard request.header("Authorization") == Self.basic else { return Self.basicChallenge() }
                return .html(#"<turbo-frame id="panel"><p>The secret panel.</p></turbo-frame>"#)
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 70, opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(run.asksForUserName, "\(run.terminal.rows)")
        #expect(run.screen.contains("Outside."), "the page stays under the question")
        run.signIn()
        #expect(run.screen.contains("The secret panel."), "\(run.terminal.rows)")
        // curl asks once without credentials to learn the scheme (Basic | Digest allowed), then with them.
        #expect(server.requests.first?.target == "/" && server.requests.dropFirst().allSatisfy { $0.target == "/panel" })
        #expect(server.requests.last?.header("Authorization") == Self.basic)
        #expect(server.requests.last?.header("Turbo-Frame") == "panel", "sent again as the frame's load")
    }

    @Test func escOnAFramesQuestionShowsThe401InTheFrame() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/" ? .html(#"<title>Home</title><turbo-frame id="panel" src="/panel"><p>Loading</p></turbo-frame>"#)
                : Self.basicChallenge()
        }
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 70, opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(run.asksForUserName)
        run.press(.escape)
        #expect(run.loop.state.statusPrompt == nil)
        #expect(server.requests.count == 2, "nothing sent again")
        #expect(!run.screen.contains("The secret panel."))
    }

    @Test func aFormsAnswerOf401AsksAndTheFormIsSentAgain() throws {
        let server = try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"): return .html(#"<title>Form</title><form method="post" action="/save"><button>Save</button></form>"#)
            case ("POST", "/save"):
                guard request.header("Authorization") == Self.basic else { return Self.basicChallenge() }
                return .redirect(to: "/saved", status: 303)
            case ("GET", "/saved"): return .html("<title>Saved</title><p>It was saved.</p>")
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 70, opening: server.url("/"))
        defer { run.loop.stop() }
        run.press(.tab)
        run.press(.enter)
        #expect(run.asksForUserName, "\(run.terminal.rows)")
        run.signIn()
        #expect(run.screen.contains("It was saved."), "\(run.terminal.rows)")
        // curl asks once without credentials to learn the scheme, then with them; then the redirect is followed
        // (before, curl's redirect URL carried user:pass and the hop was refused).
        #expect(server.requests.map { "\($0.method) \($0.target)" } == ["GET /", "POST /save", "POST /save", "POST /save", "GET /saved"])
        #expect(server.requests[3].header("Authorization") == Self.basic)
    }
}
