import Foundation
import Testing

/// Prefetch and preload through `turbo-tui drive` against the demo app: the
/// real binary and real Rails, whose request log names `X-Sec-Purpose`.
@Suite("Drive: prefetch and preload on the demo app", .serialized)
struct DrivePrefetchDemoTests {
    private static func answers(_ result: ProcessResult) -> [[String: Any]] {
        result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    private static func run(_ demo: DemoServer, _ story: String) throws -> [[String: Any]] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("drive-prefetch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.path
        let result = try ProcessRunner.run(TestPaths.binary, ["drive", "--no-config"], environment: environment, input: story + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        return answers(result)
    }

    /// The log lines after `mark` for `path`.
    private static func logged(_ demo: DemoServer, after mark: Int, _ path: String) -> [String] {
        demo.loggedRequests().dropFirst(mark).filter { $0.contains(" GET \"\(path)\" ") }
    }

    @Test func theFocusedLinkIsPrefetchedAndFollowedWithoutASecondRequest() throws {
        let demo = try DemoServer.shared()
        let mark = demo.loggedRequests().count
        let answers = try Self.run(demo, """
            {"visit":"\(demo.url("/prefetch"))"}
            {"press":"Tab"}
            {"wait":{"idle":true}}
            {"press":"Enter"}
            """)
        try #require(answers.count == 4, "\(answers)")
        #expect(answers.allSatisfy { $0["ok"] as? Bool == true }, "\(answers)")
        let shown = try #require((answers[3]["state"] as? [String: Any])?["url"] as? String)
        let path = try #require(URL(string: shown)?.path)
        #expect(path != "/prefetch", "the first link leads elsewhere")
        let requests = Self.logged(demo, after: mark, path)
        #expect(requests.count == 1, "one request, the prefetch, also for the visit: \(requests)")
        #expect(requests.first?.contains(#"purpose="prefetch""#) == true, "\(requests)")
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
