import Foundation
import Testing
import HTML

/// html5lib's tree-construction tests (copied into Fixtures/html5lib): every
/// case that applies to a parser with scripting off, documents and
/// fragments, parsed by our tokenizer and tree builder and printed by
/// `TreeDump`.
@Suite("html5lib tree construction")
struct TreeConstructionTests {
    static let directory = TestPaths.fixture("html5lib/tree-construction")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".dat") }.sorted()
    }()

    /// Cases expected to fail, by file and case number, each with the reason.
    static let expectedFailures: [String: [Int: String]] = [:]

    @Test func everyFileIsFound() {
        #expect(Self.files.count == 57)
    }

    @Test(arguments: files)
    func treeConstruction(file: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(file), encoding: .utf8)
        let cases = TreeConstructionCase.read(text).filter { $0.scripting != true }
        #expect(!cases.isEmpty)
        var passed = 0
        var failures: [String] = []
        let expected = Self.expectedFailures[file] ?? [:]
        for testCase in cases {
            let actual = Self.parse(testCase)
            let matches = actual == testCase.expected
            if matches { passed += 1 }
            if matches == (expected[testCase.number] == nil) { continue }
            if matches {
                failures.append("case \(testCase.number) passes but is listed as an expected failure")
            } else {
                failures.append("case \(testCase.number): \(testCase.data.debugDescription)"
                    + (testCase.fragmentContext.map { " (fragment in \($0))" } ?? "")
                    + "\nexpected:\n\(testCase.expected)actual:\n\(actual)")
            }
        }
        print("\(file): passed \(passed) of \(cases.count)")
        #expect(failures.isEmpty, "\(file): passed \(passed) of \(cases.count)\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    static func parse(_ testCase: TreeConstructionCase) -> String {
        guard let context = testCase.fragmentContext else {
            return TreeDump.format(HTMLDocumentParser.parse(testCase.data).children)
        }
        return TreeDump.format(HTMLDocumentParser.parseFragment(testCase.data, context: contextElement(context)))
    }

    /// `svg path` is the SVG element `path`, `math mi` the MathML `mi`, else an HTML element.
    static func contextElement(_ description: String) -> Element {
        if description.hasPrefix("svg ") { return Element(name: String(description.dropFirst(4)), namespace: .svg) }
        if description.hasPrefix("math ") { return Element(name: String(description.dropFirst(5)), namespace: .mathml) }
        return Element(name: description)
    }
}
