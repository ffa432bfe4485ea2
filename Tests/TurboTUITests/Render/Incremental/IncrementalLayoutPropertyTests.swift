import Foundation
import Testing
import HTML
import Render
import Turbo

/// Random stream actions on real pages: after each, the incremental layout
/// must equal a full render of the changed document, line for line and
/// target for target.
@Suite("Incremental layout against full renders")
struct IncrementalLayoutPropertyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let page: String
        let seed: UInt64
        let actions: Int
        /// Compare with a full render after every this many actions.
        let every: Int
        let width: Int
        let numbered: Bool
        var testDescription: String { "\(page) seed \(seed) width \(width)\(numbered ? " numbered" : "")" }
    }

    static let cases: [Case] = [
        Case(page: "features.html", seed: 1, actions: 60, every: 1, width: 80, numbered: false),
        Case(page: "features.html", seed: 2, actions: 60, every: 1, width: 40, numbered: true),
        Case(page: "gcc-news.html", seed: 3, actions: 60, every: 1, width: 80, numbered: false),
        Case(page: "gcc-news.html", seed: 4, actions: 60, every: 1, width: 60, numbered: true),
        Case(page: "seed-article-ja.html", seed: 5, actions: 40, every: 1, width: 50, numbered: false),
        Case(page: "nettle-tables.html", seed: 6, actions: 30, every: 3, width: 80, numbered: false),
        Case(page: "rust-releases-1mb.html", seed: 7, actions: 30, every: 10, width: 80, numbered: false),
    ]

    @Test(arguments: cases)
    func randomActionsMatchAFullRender(_ testCase: Case) throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/\(testCase.page)")))
        let document = HTMLParser.parse(HTMLDecoder.decode(bytes))
        var actions = RandomStreamActions(seed: testCase.seed)
        actions.markTargets(in: document, count: 200)
        let options = RenderOptions(width: testCase.width, numberLinks: testCase.numbered,
                                    baseURL: URL(string: "https://corpus.test/\(testCase.page)"))
        try Self.check(document, options: options, actions: &actions, count: testCase.actions, every: testCase.every)
    }

    /// Returns how many attribute and text changes (morphs) the actions made.
    @discardableResult
    static func check(_ document: Document, options: RenderOptions, actions: inout RandomStreamActions,
                      count: Int, every: Int) throws -> Int {
        let layout = IncrementalLayout(document: document, options: options)
        let index = ElementIDIndex(root: document)
        var wholePages = 0
        var morphed = 0
        for step in 1...count {
            guard let message = actions.message(for: document) else { break }
            let outcome = StreamProcessor.apply(StreamMessage(html: message), to: document, index: index)
            morphed += outcome.changes.updatedAttributes.count + outcome.changes.updatedText.count
            if layout.update(after: outcome.changes).wholePage { wholePages += 1 }
            guard step % every == 0 || step == count else { continue }
            let full = PageRenderer(options: options).render(document)
            if let difference = LayoutComparison.difference(layout.page, full) {
                Issue.record("after action \(step), \(message):\n\(difference)")
                return morphed
            }
        }
        #expect(wholePages == 0)
        return morphed
    }
}

extension IncrementalLayoutPropertyTests {
    @Test(arguments: Array(UInt64(100)..<UInt64(150)))
    func randomActionsOnAPageOfEveryConstruct(seed: UInt64) throws {
        let document = HTMLParser.parse(SyntheticPages.mixed)
        var actions = RandomStreamActions(seed: seed)
        let options = RenderOptions(width: seed % 2 == 0 ? 50 : 24, numberLinks: seed % 3 == 0, baseURL: URL(string: "http://x.test/"),
                                    unicodeGraphics: seed % 5 != 0)
        let morphed = try Self.check(document, options: options, actions: &actions, count: 60, every: 1)
        // Morphs that keep their target change attributes and text in place.
        #expect(morphed > 0)
    }
}
