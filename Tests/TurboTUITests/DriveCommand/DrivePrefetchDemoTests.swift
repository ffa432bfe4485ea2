import Foundation
import Testing
import UI

/// Prefetch and preload through `turbo-tui drive` against the demo app: the
/// real binary and real Rails, whose request log names `X-Sec-Purpose`.
@Suite("Drive: prefetch and preload on the demo app", .serialized)
struct DrivePrefetchDemoTests {
    private static func answers(_ result: ProcessResult) -> [[String: Any]] {
        result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    /// This run's requests among the shared demo's, which other suites use meanwhile: its User-Agent says it.
    private static let tag = "PrefetchTest/\(UUID().uuidString.prefix(8))"

    private static func run(_ demo: DemoServer, _ story: String) throws -> [[String: Any]] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("drive-prefetch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.path
        let result = try ProcessRunner.run(TestPaths.binary, ["drive", "--no-config", "--user-agent-suffix", tag], environment: environment, input: story + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        return answers(result)
    }

    /// The log lines after `mark` for `path`.
    private static func logged(_ demo: DemoServer, after mark: Int, _ path: String) -> [String] {
        demo.loggedRequests().dropFirst(mark).filter { $0.contains(" GET \"\(path)\" ") && $0.contains(tag) }
    }

    /// `/prefetch`, `key` pressed, its prefetch let go out, Enter, then the `more` commands: all answered ok.
    private static func followAfterItsPrefetch(_ demo: DemoServer, pressing key: String, then more: [String] = []) throws
        -> [[String: Any]] {
        let story = [#"{"visit":"\#(demo.url("/prefetch"))"}"#, #"{"press":"\#(key)"}"#, #"{"wait":{"idle":true}}"#,
                     #"{"press":"Enter"}"#] + more
        let answers = try run(demo, story.joined(separator: "\n"))
        try #require(answers.count == story.count, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        return answers
    }

    @Test func theFocusedLinkIsPrefetchedAndFollowedWithoutASecondRequest() throws {
        let demo = try DemoServer.shared()
        let mark = demo.loggedRequests().count
        let answers = try Self.followAfterItsPrefetch(demo, pressing: "Tab")
        let shown = try #require((answers[3]["state"] as? [String: Any])?["url"] as? String)
        let path = try #require(URL(string: shown)?.path)
        #expect(path != "/prefetch", "the first link leads elsewhere")
        let requests = Self.logged(demo, after: mark, path)
        #expect(requests.count == 1, "one request, the prefetch, also for the visit: \(requests)")
        #expect(requests.first?.contains(#"purpose="prefetch""#) == true, "\(requests)")
    }

    @Test func theFrameLinkIsPrefetchedForItsFrameAndFillsItWithoutASecondRequest() throws {
        let demo = try DemoServer.shared()
        let mark = demo.loggedRequests().count
        // Shift-Tab from no focus: the last link on screen, the one in the frame at the page's foot.
        let answers = try Self.followAfterItsPrefetch(demo, pressing: "S-Tab", then: [#"{"text":"turbo-frame#navigation"}"#])
        #expect((answers[4]["text"] as? String)?.contains("Page 2 of 3 inside the frame") == true, "\(answers[4])")
        let shown = try #require((answers[3]["state"] as? [String: Any])?["url"] as? String)
        #expect(URL(string: shown)?.path == "/prefetch", "a frame navigation: the page stays")
        let requests = Self.logged(demo, after: mark, "/frames/navigation/2")
        #expect(requests.count == 1, "one request, the prefetch, also for the frame: \(requests)")
        #expect(requests.first?.contains(#"purpose="prefetch""#) == true, "\(requests)")
        #expect(requests.first?.contains(#"frame="navigation""#) == true, "\(requests)")
    }

    @Test func preloadLinksAreFetchedWithThePrefetchPurposeWhenThePageIsShown() throws {
        let demo = try DemoServer.shared()
        let mark = demo.loggedRequests().count
        let answers = try Self.run(demo, """
            {"visit":"\(demo.url("/prefetch/preload"))"}
            {"wait":{"text":"Page two"}}
            {"click":"a[href='/two']"}
            {"text":"h1"}
            """)
        try #require(answers.count == 4, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        #expect(answers[3]["text"] as? String == "Page two")
        let two = Self.logged(demo, after: mark, "/two")
        #expect(two.contains { $0.contains(#"purpose="prefetch""#) }, "preloaded when the page was shown: \(two)")
        #expect(Self.logged(demo, after: mark, "/one").isEmpty, "a link without data-turbo-preload is not fetched")
    }
}
