import Foundation
import Testing

/// A site without Turbo, through `turbo-tui drive` and a real server on
/// 127.0.0.1, as any browser shows it: a `target=_blank` link or POST form
/// opens a tab (the page stays in its own), a `<summary>` opens its details, a
/// `method=dialog` form closes its dialog without a request.
@Suite("Drive: targets, details and dialogs on a classic site")
struct DriveClassicElementsTests {
    private static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"):
                return .html("""
                    <title>Home</title>
                    <p><a id="help" href="/help" target="_blank" rel="noopener">Help</a></p>
                    <details id="faq"><summary id="question">Why?</summary><p id="answer">Because.</p></details>
                    <dialog id="notice" open><p>Cookies.</p><form method="dialog"><button id="ok">OK</button></form></dialog>
                    <form method="post" action="/vote" target="_blank"><button id="vote">Vote</button></form>
                    """)
            case ("POST", "/vote"):
                return .html("<title>Voted</title><p id=\"voted\">Thanks.</p>")
            case ("GET", "/help"):
                return .html("<title>Help</title><p id=\"help-text\">Ask us.</p>")
            default:
                return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    private static func run(_ server: LoopbackHTTPServer, _ commands: [String]) throws -> [[String: Any]] {
        let input = ([#"{"visit":"\#(server.baseURL.absoluteString)/"}"#] + commands).joined(separator: "\n") + "\n"
        let result = try ProcessRunner.run(TestPaths.binary, ["drive", "--no-config", "--no-save-cookies"], input: input)
        return result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    @Test func aBlankTargetOpensATabAndThePageStays() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [##"{"click":"#help"}"##, ##"{"text":"#help-text"}"##, ##"{"tab":1}"##,
                                            ##"{"expect":{"path":"/"}}"##])
        try #require(answers.count == 5, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        let opened = try #require(answers[1]["state"] as? [String: Any])
        #expect(opened["tab_count"] as? Int == 2)
        #expect(opened["tab"] as? Int == 2)
        #expect(answers[2]["text"] as? String == "Ask us.")
        #expect(server.requests.filter { $0.target == "/" }.count == 1, "the first tab kept its page")
    }

    /// As a browser shows a form's answer in the new window it names: the POST's 200 answer is a new tab's page.
    @Test func aPostFormNamingANewWindowIsAnsweredInANewTab() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [##"{"click":"#vote"}"##, ##"{"text":"#voted"}"##, ##"{"tab":1}"##,
                                            ##"{"expect":{"path":"/"}}"##])
        try #require(answers.count == 5, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        let state = try #require(answers[1]["state"] as? [String: Any], "\(answers[1])")
        #expect(state["tab_count"] as? Int == 2)
        #expect(state["tab"] as? Int == 2)
        #expect(state["title"] as? String == "Voted")
        #expect(answers[2]["text"] as? String == "Thanks.")
        #expect(server.requests.filter { $0.target == "/" }.count == 1, "the first tab kept its page")
    }

    @Test func aSummaryOpensItsDetailsAndClosesThemAgain() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [##"{"expect":{"no_text":"Because."}}"##, ##"{"click":"#question"}"##,
                                            ##"{"expect":{"text":"Because."}}"##, ##"{"expect":{"selector":"#faq[open]"}}"##,
                                            ##"{"click":"#question"}"##, ##"{"expect":{"no_text":"Because."}}"##])
        #expect(answers.count == 7 && answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
    }

    @Test func aDialogFormClosesItsDialogWithoutARequest() throws {
        let server = try Self.server()
        defer { server.stop() }
        let answers = try Self.run(server, [##"{"expect":{"text":"Cookies."}}"##, ##"{"click":"#ok"}"##,
                                            ##"{"expect":{"no_selector":"#notice[open]"}}"##, ##"{"expect":{"no_text":"Cookies."}}"##])
        #expect(answers.count == 5 && answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(server.requests.count == 1, "\(server.requests.map(\.target))")
    }
}
