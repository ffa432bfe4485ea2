import Foundation
import Testing

/// Turbo's own functional tests (hotwired/turbo src/tests/functional/*.js), translated to
/// `turbo-tui drive` scripts (Fixtures/turbo-functional/cases) and run by
/// script/turbo-functional.py through the real binary against Turbo's own test server and
/// fixtures, copied into the repository. Every case passes except those listed, with their
/// cause, in known-failures.txt: a newly failing case fails this test, and so does a listed
/// one that passes now (the list must shrink as the causes are fixed).
@Suite("Drive: Turbo's functional tests, translated")
struct TurboFunctionalTests {
    private static let folder = TestPaths.fixture("turbo-functional")

    /// known-failures.txt: `case name | cause`, `#` lines are comments.
    private static func knownFailures() throws -> [String: String] {
        let text = try String(contentsOf: folder.appendingPathComponent("known-failures.txt"), encoding: .utf8)
        var known: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            known[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return known
    }

    @Test func theTranslatedTestsPassButTheKnownFailures() throws {
        let runner = TestPaths.packageRoot.appendingPathComponent("script/turbo-functional.py")
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["python3", runner.path, "--binary", TestPaths.binary.path, "--json"])
        try #require(result.status == 0, "the runner failed: \(result.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let passed = try #require(report["passed"] as? [String])
        let failed = try #require(report["failed"] as? [String: String])
        let known = try Self.knownFailures()
        // The translation covers what a client without JavaScript can observe; fewer cases
        // than this means a case file was lost.
        #expect(passed.count + failed.count >= 187, "only \(passed.count + failed.count) cases ran")
        for (name, answer) in failed.sorted(by: { $0.key < $1.key }) where known[name] == nil {
            Issue.record("\(name) fails: \(answer)")
        }
        for name in known.keys.sorted() where passed.contains(name) {
            Issue.record("\(name) passes now: take it off known-failures.txt")
        }
        for name in known.keys.sorted() where !passed.contains(name) && failed[name] == nil {
            Issue.record("\(name) is in known-failures.txt but is no case")
        }
    }
}
