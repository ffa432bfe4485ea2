import Foundation
import Testing

/// Iframes on the wire, through `turbo-tui drive` and real servers on
/// 127.0.0.1: the page's own iframe is fetched with the page's cookies, as a
/// browser loads it, and named by its title; one on another port (another
/// origin) is not fetched at all, nor a redirect to it followed; a link and a POST form targeting an iframe
/// load their answers for it while the page stays where it is.
@Suite("Drive: iframes")
struct DriveIframeTests {
    private static func app(ads: URL) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"):
                return .html("""
                    <title>Framed</title>
                    <iframe src="/inner" name="panel"></iframe>
                    <iframe src="\(ads.absoluteString)/ads" title="Sponsored"></iframe>
                    <iframe src="/away" name="away"></iframe>
                    <p><a id="next" href="/next" target="panel">Next in the panel</a></p>
                    <form method="post" action="/vote" target="panel"><input name="choice" value="yes"><button id="vote">Vote</button></form>
                    """, headers: [("Set-Cookie", "session=abc; Path=/")])
            case ("GET", "/inner"): return .html("<title>Inner page</title><p>inside</p>")
            case ("GET", "/away"): return .redirect(to: "\(ads.absoluteString)/tracked", status: 302)
            case ("GET", "/next"): return .html("<title>Next page</title>")
            case ("POST", "/vote"): return .redirect(to: "/votes/1", status: 303)
            case ("GET", "/votes/1"): return .html("<title>Thanks for voting</title>")
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    @Test func iframesAreNamedAndTargetedWithoutLeavingThePage() throws {
        let ads = try LoopbackHTTPServer { _ in .html("<title>Buy now</title>") }
        defer { ads.stop() }
        let server = try Self.app(ads: ads.baseURL)
        defer { server.stop() }
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("drive-iframes-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: jar) }
        let commands = [
            #"{"visit":"\#(server.baseURL.absoluteString)/"}"#, ##"{"expect":{"screen":"IFRAME: Inner page"}}"##,
            ##"{"expect":{"screen":"IFRAME: Sponsored"}}"##, ##"{"expect":{"screen":"IFRAME: away"}}"##, ##"{"click":"#next"}"##, ##"{"expect":{"screen":"IFRAME: Next page"}}"##,
            ##"{"click":"#vote"}"##, ##"{"expect":{"screen":"IFRAME: Thanks for voting"}}"##,
            ##"{"attribute":"iframe[name=panel]","name":"src"}"##, ##"{"expect":{"path":"/"}}"##,
        ]
        let result = try ProcessRunner.run(TestPaths.binary, ["drive", "--no-config", "--cookie-jar", jar.path],
                                           input: commands.joined(separator: "\n") + "\n")
        let answers = result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
        try #require(answers.count == commands.count, "\(answers) \(result.standardError)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(answers[8]["value"] as? String == "\(server.baseURL.absoluteString)/votes/1")

        let requests = server.requests
        #expect(requests.filter { $0.target == "/" }.count == 1, "the page stays: \(requests.map(\.target))")
        for path in ["/inner", "/next"] {
            let fetch = try #require(requests.first { $0.target == path }, "\(path) fetched: \(requests.map(\.target))")
            #expect(fetch.header("Cookie") == "session=abc", "the page's own origin, with its cookies: \(path)")
            #expect(fetch.header("X-Turbo-Request-Id") == nil, "as a browser loads an iframe: \(path)")
            #expect(fetch.header("Referer") == "\(server.baseURL.absoluteString)/")
        }
        let vote = try #require(requests.first { $0.method == "POST" })
        #expect(String(decoding: vote.body, as: UTF8.self) == "choice=yes")
        #expect(vote.header("Cookie") == "session=abc")
        #expect(requests.contains { $0.target == "/away" })
        #expect(ads.requests.isEmpty, "another origin is not fetched, nor followed to: \(ads.requests.map(\.target))")
    }
}
