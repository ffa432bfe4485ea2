import Testing
import HTML

/// The tokenizer keeps its state across chunk boundaries anywhere: every
/// html5lib tokenizer case gives the same tokens fed one byte at a time, or
/// in random chunk sizes, as fed whole.
@Suite("Tokenizer: streaming input")
struct TokenizerStreamingTests {
    private static let files = [
        "contentModelFlags.test", "domjs.test", "entities.test", "escapeFlag.test", "namedEntities.test",
        "numericEntities.test", "pendingSpecChanges.test", "test1.test", "test2.test", "test3.test",
        "test4.test", "unicodeChars.test", "unicodeCharsProblematic.test", "xmlViolation.test",
    ]

    @Test func everyCaseFedOneByteAtATimeGivesTheSameTokensAsFedWhole() throws {
        var random = SeededRandom(seed: 15)
        var checked = 0
        var failures: [String] = []
        for file in Self.files {
            for testCase in try HTML5LibTokenizerCase.load(file) {
                guard let input = testCase.input else { continue }
                for (name, state) in testCase.initialStates {
                    let whole = RecordingTokenSink.tokenize(input, state: state, lastStartTag: testCase.lastStartTag)
                    let bytewise = RecordingTokenSink.tokenize(input, state: state, lastStartTag: testCase.lastStartTag, chunkSizes: [1])
                    let sizes = (0..<8).map { _ in 1 + Int(random.next() % 7) }
                    let chunked = RecordingTokenSink.tokenize(input, state: state, lastStartTag: testCase.lastStartTag, chunkSizes: sizes)
                    checked += 1
                    if bytewise != whole || chunked != whole {
                        failures.append("\(file): \(testCase.description) [\(name)] chunks \(sizes)\n  whole: \(whole)\n  bytes: \(bytewise)\n  chunks: \(chunked)")
                    }
                }
            }
        }
        #expect(checked > 7000, "every case ran")
        #expect(failures.isEmpty, "\(failures.count) of \(checked) differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func aUTF8SequenceSplitAcrossChunksIsOneCharacter() {
        let bytes: [UInt8] = Array("<p title=\"".utf8) + [0xF0, 0x9F, 0x98, 0x80] + Array("\">".utf8) + [0xE2, 0x82, 0xAC]
        for size in 1...4 {
            #expect(RecordingTokenSink.tokenize(bytes, chunkSizes: [size]) == [
                RecordingTokenSink.startTagLine(name: "p", attributes: [("title", "😀")], selfClosing: false),
                RecordingTokenSink.characterLine("€"),
            ], "chunks of \(size)")
        }
    }

    @Test func invalidUTF8BecomesOneReplacementPerMaximalSubpart() {
        // Encoding §4.1 UTF-8 decoder: a truncated sequence is one U+FFFD,
        // a byte that cannot start or continue one is one U+FFFD each.
        let cases: [([UInt8], String)] = [
            ([0xF0, 0x9F, 0x98, 0x41], "\u{FFFD}A"),
            ([0xE0, 0x80, 0x41], "\u{FFFD}\u{FFFD}A"),
            ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),
            ([0x41, 0xFF, 0x42], "A\u{FFFD}B"),
            ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0x41, 0xE2, 0x82], "A\u{FFFD}"),
        ]
        for (bytes, text) in cases {
            for sizes in [[], [1], [2]] {
                #expect(RecordingTokenSink.tokenize(bytes, chunkSizes: sizes) == [RecordingTokenSink.characterLine(text)],
                        "\(bytes) in chunks \(sizes)")
            }
        }
    }

    @Test func carriageReturnsBecomeLineFeedsEvenWhenTheLineFeedComesInTheNextChunk() {
        let bytes = Array("a\r\nb\r\rc\r".utf8)
        for size in 1...3 {
            #expect(RecordingTokenSink.tokenize(bytes, chunkSizes: [size]) == [RecordingTokenSink.characterLine("a\nb\n\nc\n")])
        }
        #expect(RecordingTokenSink.tokenize(Array("<a b='x\r\ny'>".utf8), chunkSizes: [7]) == [
            RecordingTokenSink.startTagLine(name: "a", attributes: [("b", "x\ny")], selfClosing: false),
        ])
    }

    @Test func aCharacterReferenceSplitAcrossChunksIsStillFound() {
        let bytes = Array("x&notin;y&#x1F600;&amp".utf8)
        for size in 1...5 {
            #expect(RecordingTokenSink.tokenize(bytes, chunkSizes: [size]) == [RecordingTokenSink.characterLine("x∉y😀&")])
        }
    }

    @Test func theSinkSwitchesTheStateBeforeTheNextByte() {
        struct ScriptSink: HTMLTokenSink {
            var lines: [String] = []
            var allowsCDATA: Bool { false }
            mutating func receive(_ token: HTMLToken) -> TokenizerContentState? {
                switch token {
                case .startTag(let tag):
                    lines.append("start \(tag.name)")
                    return tag.name == "script" ? .scriptData : nil
                case .endTag(let tag):
                    lines.append("end \(tag.name)")
                case .characters(let text):
                    // Runs may be split at chunk ends: merge them.
                    if let last = lines.last, last.hasPrefix("text ") { lines[lines.count - 1] = last + text } else { lines.append("text " + text) }
                default:
                    break
                }
                return nil
            }
        }
        let bytes = Array("<script><b>&amp;</b></script><b>&amp;".utf8)
        for size in [1, 3, bytes.count] {
            var tokenizer = HTMLTokenizer()
            var sink = ScriptSink()
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + size)
                tokenizer.feed(Array(bytes[offset..<end]), into: &sink)
                offset = end
            }
            tokenizer.finish(into: &sink)
            #expect(sink.lines == ["start script", "text <b>&amp;</b>", "end script", "start b", "text &"], "chunks of \(size)")
        }
    }
}
