import Foundation
import Testing

/// The rules of docs/architecture.md that the compiler cannot see, checked
/// on the sources: the navigator's one door, the one clock, and a ratchet
/// on the functions over the whole browser (issue 31 brings them down; none
/// may be added).
@Suite("Architecture: the rules the compiler cannot check")
struct ArchitectureRulesTests {
    /// Every Swift file under Sources, by its path from the package root, with its text.
    private static let sources: [(path: String, text: String)] = {
        let root = TestPaths.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
            (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)).map { ("Sources/" + file, $0) }
        }
    }()

    private static func files(containing text: String) -> [String] {
        sources.filter { $0.text.contains(text) }.map(\.path)
    }

    private static func count(of text: String) -> Int {
        sources.reduce(0) { $0 + $1.text.components(separatedBy: text).count - 1 }
    }

    @Test func theSourcesAreRead() {
        #expect(Self.sources.count > 500, "\(Self.sources.count) files")
    }

    @Test func theNavigatorChangesOnlyThroughBrowserNavigate() {
        // `Tab.decide` is the navigator's one door (its `navigator` is private(set)); only Browser.swift opens it.
        #expect(Self.files(containing: ".decide(making:") == ["Sources/UI/Browser/Browser.swift"])
    }

    @Test func oneClockOutsideTheStreamBench() {
        #expect(Self.files(containing: "ContinuousClock") == ["Sources/turbo-tui-streambench/main.swift"])
    }

    @Test func noNewFunctionOverTheWholeBrowser() {
        // 93 at bd52d7f, 47 after the page sessions took their state, none since Browser routes and the owners decide.
        let functions = Self.count(of: "inout Browser)") + Self.count(of: "inout Browser,")
        #expect(functions == 0, "\(functions) functions take the whole browser inout")
    }

    @Test func theDriverSendsEventsAndActsOnNoClosure() {
        #expect(Self.files(containing: "func act(").isEmpty)
        #expect(Self.files(containing: "loop.act").isEmpty)
    }
}
