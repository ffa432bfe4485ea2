import Foundation
import Testing
import HTML

/// Every selector of `Fixtures/selectors/selectors.txt` on eight pages (five
/// real: two corpus pages of Debian's documentation, the Japanese seed article
/// and two of Turbo's own test pages; the corpus's feature page and two form
/// fixtures), against what soupsieve (BeautifulSoup's Selectors Level 4
/// engine) matched on html5lib's tree of the same page
/// (`script/selectors-expected.py` wrote `expected.json`). Matches are
/// elements' places in document order. No exception: every selector agrees on every page.
@Suite("Selectors agree with soupsieve on real pages")
struct SelectorAgreementTests {
    private struct Expected: Decodable {
        struct Page: Decodable {
            let elements: Int
            let matches: [String: String]
        }

        let engine: String
        let pages: [String: Page]
    }

    private static func load() throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: Data(contentsOf: TestPaths.fixture("selectors/expected.json")))
    }

    /// The list's selectors in order, as the script reads them.
    private static func selectors() throws -> [String] {
        try String(contentsOf: TestPaths.fixture("selectors/selectors.txt"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
            .map(String.init)
    }

    /// `[0, 1, 2, 5]` as `0-2,5`, the script's form.
    static func ranges(_ indices: [Int]) -> String {
        var runs: [(first: Int, last: Int)] = []
        for index in indices {
            if let run = runs.last, index == run.last + 1 {
                runs[runs.count - 1].last = index
            } else {
                runs.append((index, index))
            }
        }
        return runs.map { $0.last > $0.first ? "\($0.first)-\($0.last)" : "\($0.first)" }.joined(separator: ",")
    }

    private static func elements(of document: Document) -> [Element] {
        var all: [Element] = []
        DocumentWalk.forEachElement(below: document) { all.append($0); return true }
        return all
    }

    @Test func theScriptAndTheTestReadTheSameList() throws {
        let expected = try Self.load()
        let selectors = try Self.selectors()
        #expect(selectors.count >= 300)
        #expect(expected.pages.count >= 8)
        for (page, results) in expected.pages {
            #expect(Set(results.matches.keys) == Set(selectors), "\(page): run script/selectors-expected.py again")
        }
    }

    @Test func everySelectorMatchesWhatSoupsieveMatches() throws {
        let expected = try Self.load()
        let selectors = try Self.selectors()
        var disagreements: [String] = []
        var agreements = 0
        for (page, results) in expected.pages.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(try Data(contentsOf: TestPaths.fixture(page)))
            let document = HTMLParser.parse(HTMLDecoder.decode(bytes))
            let elements = Self.elements(of: document)
            #expect(elements.count == results.elements, "\(page): our tree has \(elements.count) elements, html5lib's \(results.elements)")
            let place = Dictionary(uniqueKeysWithValues: elements.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
            for selector in selectors {
                let want = results.matches[selector] ?? "?"
                let got: String
                do {
                    let matched = try SelectorList(parsing: selector).matchingElements(in: document)
                    got = Self.ranges(matched.compactMap { place[ObjectIdentifier($0)] })
                } catch {
                    got = "refused: \(error.description)"
                }
                if got == want {
                    agreements += 1
                } else {
                    disagreements.append("\(selector) on \(page): soupsieve [\(want)], turbo-tui [\(got)]")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
        #expect(agreements == selectors.count * expected.pages.count)
        print("selectors: \(agreements) of \(selectors.count * expected.pages.count) agree with \(expected.engine)")
    }
}
