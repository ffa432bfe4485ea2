import Foundation
import Testing

/// A site without Turbo, as every classic site is (a search, a sign-in on an
/// identity provider): its POST form is answered 200 with a page, and a
/// browser shows it. Through `turbo-tui drive` and a real server on
/// 127.0.0.1: where no Turbo runs, links and forms are full page loads
/// without Turbo's headers (`last_visit.action` "load"); the same pages
/// under `--turbo on`, or loading Turbo's script, are Turbo's.
@Suite("Drive: a classic site without Turbo")
struct DriveClassicSiteTests {
    /// The search form and a result page; `turbo` adds Turbo's script to each page.
    private static func server(loadingTurbo turbo: Bool = false) throws -> LoopbackHTTPServer {
        let script = turbo ? #"<script type="module" src="/assets/turbo.min.js"></script>"# : ""
        return try LoopbackHTTPServer { request in
            let path = String(request.target.split(separator: "?").first ?? "")
            switch (request.method, path) {
            case ("GET", "/"):
                return .html("""
                    <title>Search</title>\(script)
                    <form method="post" action="/search"><input name="q" id="q"><button id="go">Search</button></form>
                    <p><a id="about" href="/about">About</a></p>
                    """)
            case ("POST", "/search"):
                let query = String(decoding: request.body, as: UTF8.self).replacingOccurrences(of: "+", with: " ")
                return .html("<title>Results</title>\(script)<p id=\"results\">Results for \(query.dropFirst(2))</p>")
            case ("GET", "/new-window"):
                return .html("""
                    <title>Search elsewhere</title>\(script)
                    <form method="post" action="/search" target="_blank"><input name="q" id="q2"><button id="go-new">Search</button></form>
                    """)
            case ("GET", "/about"):
                return .html("<title>About</title>\(script)<p id=\"about-text\">About this site</p>")
            default:
                return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    private static func run(_ server: LoopbackHTTPServer, _ arguments: [String] = [], _ commands: [String]) throws -> [[String: Any]] {
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("drive-classic-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: jar) }
        let input = ([#"{"visit":"\#(server.baseURL.absoluteString)/"}"#] + commands).joined(separator: "\n") + "\n"
        let result = try ProcessRunner.run(TestPaths.binary, ["drive", "--no-config", "--cookie-jar", jar.path] + arguments, input: input)
        return result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    private static func action(_ answer: [String: Any]) -> String? {
        ((answer["state"] as? [String: Any])?["last_visit"] as? [String: Any])?["action"] as? String
    }

    private static let search = [##"{"fill":"#q","value":"swift tui"}"##, ##"{"click":"#go"}"##, ##"{"text":"#results"}"##]

    @Test func aPostFormAnswered200ShowsTheAnswerAsAFullPageLoad() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [], Self.search)
        try #require(answers.count == 4, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(answers[3]["text"] as? String == "Results for swift tui")
        #expect(Self.action(answers[2]) == "load", "\(answers[2])")
        let post = try #require(server.requests.first { $0.method == "POST" })
        #expect(post.header("X-Turbo-Request-Id") == nil, "no Turbo header on a classic form")
        #expect(post.header("Accept")?.contains("turbo-stream") != true)
    }

    /// A browser sends a form whose target is a new window there: the POST's
    /// 200 answer is the new tab's page, and the form's page keeps what was typed.
    @Test func aPostFormTargetingBlankShowsItsAnswerInANewTab() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [], [
            #"{"visit":"\#(server.baseURL.absoluteString)/new-window"}"#, ##"{"fill":"#q2","value":"swift tui"}"##,
            ##"{"click":"#go-new"}"##, ##"{"text":"#results"}"##, ##"{"tab":1}"##, ##"{"expect":{"screen":"swift tui"}}"##,
            ##"{"expect":{"path":"/new-window"}}"##,
        ])
        try #require(answers.count == 8, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        let opened = try #require(answers[3]["state"] as? [String: Any])
        #expect(opened["tab"] as? Int == 2 && opened["tab_count"] as? Int == 2, "\(opened)")
        #expect(Self.action(answers[3]) == "load", "\(answers[3])")
        #expect(answers[4]["text"] as? String == "Results for swift tui")
        #expect(server.requests.filter { $0.method == "POST" }.count == 1)
    }

    /// An address typed on a classic site (`g`, drive's `visit`) is loaded as a browser loads one.
    @Test func aTypedAddressOnAClassicSiteIsAFullPageLoad() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [], [##"{"visit":"/about"}"##, ##"{"text":"#about-text"}"##])
        try #require(answers.count == 3, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(Self.action(answers[1]) == "load", "\(answers[1])")
        let about = try #require(server.requests.first { $0.target == "/about" })
        #expect(about.header("X-Turbo-Request-Id") == nil, "no Turbo header: \(about.headers)")
    }

    /// A browser reloads a page without Turbo in full: no Turbo header, reported as `load`.
    @Test func aReloadOfAClassicPageIsAFullPageLoad() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [], [##"{"click":"#about"}"##, ##"{"back":true}"##, ##"{"reload":true}"##])
        try #require(answers.count == 4, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(Self.action(answers[2]) == "restore", "\(answers[2])")
        #expect(Self.action(answers[3]) == "load", "\(answers[3])")
        let home = server.requests.filter { $0.target == "/" }
        #expect(home.count == 2, "the reload asks again: \(server.requests.map(\.target))")
        #expect(home.last?.header("X-Turbo-Request-Id") == nil, "a browser's reload, not Turbo's visit")
    }

    /// A reload of a POST's answer sends the form again once the user agrees,
    /// as a browser's does, and the answer takes the page's place in the history.
    @Test func reloadingAFormsAnswerAsksThenSendsItAgain() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [], Self.search + [##"{"reload":true}"##, ##"{"confirm":"accept"}"##, ##"{"reload":true}"##,
                                                              ##"{"text":"#results"}"##])
        try #require(answers.count == 8, "\(answers)")
        let question = "Send the form to \(server.baseURL.absoluteString)/search again?"
        #expect(answers[4]["confirm"] as? [String: String] == ["question": question, "answer": "dismiss"], "\(answers[4])")
        #expect(answers[6]["confirm"] as? [String: String] == ["question": question, "answer": "accept"], "\(answers[6])")
        #expect(answers[7]["text"] as? String == "Results for swift tui")
        let posts = server.requests.filter { $0.method == "POST" }
        #expect(posts.count == 2, "one POST, and one more once accepted: \(server.requests.map(\.target))")
        let main = (answers[6]["state"] as? [String: Any])?["main"] as? [String]
        #expect(main?.count == 2, "the answer again takes its own place: \(main ?? [])")
    }

    @Test func aLinkIsAFullPageLoadAndBackComesFromTheCache() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [], [##"{"click":"#about"}"##, ##"{"text":"#about-text"}"##, ##"{"back":true}"##, ##"{"text":"#about"}"##])
        try #require(answers.count == 5, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(Self.action(answers[1]) == "load")
        #expect(answers[2]["text"] as? String == "About this site")
        #expect(answers[4]["text"] as? String == "About")
        let about = server.requests.filter { $0.target == "/about" }
        #expect(about.count == 1)
        #expect(about.first?.header("X-Turbo-Request-Id") == nil)
        #expect(server.requests.filter { $0.target == "/" }.count == 1, "back shows the cached page: \(server.requests.map(\.target))")
    }

    @Test func underTurboOnTheSameFormMustRedirectAsTurboSays() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, ["--turbo", "on 127.0.0.1"], Self.search)
        try #require(answers.count == 4, "\(answers)")
        #expect(answers[3]["ok"] as? Bool == false, "the answer is not shown: \(answers[3])")
        let post = try #require(server.requests.first { $0.method == "POST" })
        #expect(post.header("X-Turbo-Request-Id") != nil)
    }

    @Test func aPageThatLoadsTurboIsTurbosWithoutAnySetting() throws {
        let server = try Self.server(loadingTurbo: true)
        defer { server.stop() }
        let answers = try Self.run(server, [], [##"{"click":"#about"}"##])
        try #require(answers.count == 2, "\(answers)")
        #expect(Self.action(answers[1]) == "advance", "\(answers[1])")
        #expect(server.requests.first { $0.target == "/about" }?.header("X-Turbo-Request-Id") != nil)
    }

    @Test func turboOffMakesEvenATurboPageClassic() throws {
        let server = try Self.server(loadingTurbo: true)
        defer { server.stop() }
        let answers = try Self.run(server, ["--turbo", "off"], Self.search)
        try #require(answers.count == 4, "\(answers)")
        #expect(answers[3]["text"] as? String == "Results for swift tui", "\(answers)")
    }
}
