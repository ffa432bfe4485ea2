import Foundation
import Testing
import Base
import HTML

/// Linear time on hostile input (issue 15): each input is tokenized in 64 KiB
/// chunks as a page would arrive, the tokens are checked, and the time is
/// printed. The bound is far above what the debug build takes (well under a
/// second each in release) and far below what a quadratic step would take
/// on inputs this size, so it cannot flake and still catches one.
@Suite("Tokenizer: hostile input in linear time")
struct TokenizerHostileInputTests {
    private struct CountingSink: HTMLTokenSink {
        var tags: [TagToken] = []
        var characters = 0
        var comments: [String] = []
        var allowsCDATA: Bool { false }

        mutating func receive(_ token: HTMLToken) -> TokenizerContentState? {
            switch token {
            case .startTag(let tag): tags.append(tag)
            case .characters(let text): characters += text.utf8.count
            case .comment(let data): comments.append(data)
            default: break
            }
            return nil
        }
    }

    private static let bound = Duration.seconds(60)

    private func tokenize(_ bytes: [UInt8], _ label: String) -> (CountingSink, Duration) {
        var tokenizer = HTMLTokenizer()
        var sink = CountingSink()
        let elapsed = ContinuousClock().measure {
            bytes.withUnsafeBufferPointer { all in
                var offset = 0
                while offset < all.count {
                    let end = min(all.count, offset + 65_536)
                    tokenizer.feed(UnsafeBufferPointer(rebasing: all[offset..<end]), into: &sink)
                    offset = end
                }
            }
            tokenizer.finish(into: &sink)
        }
        print("tokenizer hostile input: \(label): \(bytes.count) bytes in \(elapsed)")
        return (sink, elapsed)
    }

    @Test func aTagWithAHundredThousandAttributes() {
        var html = "<p"
        for index in 0..<100_000 { html += " a\(index)=v" }
        let (sink, elapsed) = tokenize(Array((html + ">").utf8), "100 000 attributes")
        #expect(sink.tags.first?.attributes.count == 100_000)
        #expect(sink.tags.first?.attributes.last == Attribute(name: "a99999", value: "v"))
        #expect(elapsed < Self.bound)
    }

    @Test func aHundredThousandDuplicateAttributesKeepTheFirst() {
        let html = "<p a=first" + String(repeating: " a=again", count: 100_000) + ">"
        let (sink, elapsed) = tokenize(Array(html.utf8), "100 000 duplicate attributes")
        #expect(sink.tags.first?.attributes == [Attribute(name: "a", value: "first")])
        #expect(elapsed < Self.bound)
    }

    @Test func aMegabyteOfAmpersandReferencesWithoutSemicolons() {
        let (sink, elapsed) = tokenize(Array(String(repeating: "&amp", count: 262_144).utf8), "1 MB of &amp")
        #expect(sink.characters == 262_144, "each &amp is one &")
        #expect(elapsed < Self.bound)
    }

    @Test func longRunsAfterAnAmpersandOrANumberSign() {
        let letters = "&" + String(repeating: "a", count: 1_000_000)
        let digits = "&#" + String(repeating: "9", count: 1_000_000) + ";"
        let (sink, elapsed) = tokenize(Array((letters + digits).utf8), "&aaaa... and &#9999...")
        #expect(sink.characters == 1_000_001 + 3, "the letters as text, then one U+FFFD")
        #expect(elapsed < Self.bound)
    }

    @Test func aTenMegabyteComment() {
        let body = String(repeating: "ab-c <!- d--e ", count: 750_000)
        let (sink, elapsed) = tokenize(Array(("<!--" + body + "-->").utf8), "10 MB comment")
        #expect(sink.comments == [body])
        #expect(elapsed < Self.bound)
    }

    @Test func aTenMegabyteAttributeValue() {
        let value = String(repeating: String(repeating: "x", count: 123) + "&amp;", count: 81_920)
        let (sink, elapsed) = tokenize(Array(("<a href=\"" + value + "\">").utf8), "10 MB attribute value")
        #expect(sink.tags.first?.attributes.first?.value.utf8.count == value.utf8.count - 4 * 81_920, "each &amp; is one &")
        #expect(elapsed < Self.bound)
    }

    @Test func aMegabyteOfLessThanSigns() {
        let (sink, elapsed) = tokenize(Array(String(repeating: "<", count: 1_048_576).utf8), "1 MB of <")
        #expect(sink.characters == 1_048_576)
        #expect(elapsed < Self.bound)
    }
}
