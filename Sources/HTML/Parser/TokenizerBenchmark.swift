/// The tokenizer alone, for `turbo-tui-parsebench`: the tokenizer's types
/// are internal, so the bench reaches them through this one entry point.
package enum TokenizerBenchmark {
    /// What one run produced, so the work cannot be optimised away and runs
    /// can be compared.
    package struct Counts: Equatable, Sendable {
        package var tokens = 0
        package var characterBytes = 0
        package var attributes = 0
    }

    /// Tokenizes `bytes` (UTF-8) fed in chunks of `chunkSize`, as a page
    /// arrives from the network, into a sink that only counts.
    package static func tokenize(_ bytes: [UInt8], chunkSize: Int) -> Counts {
        var tokenizer = HTMLTokenizer()
        var sink = CountingSink()
        bytes.withUnsafeBufferPointer { all in
            var offset = 0
            while offset < all.count {
                let end = min(all.count, offset + max(1, chunkSize))
                tokenizer.feed(UnsafeBufferPointer(rebasing: all[offset..<end]), into: &sink)
                offset = end
            }
        }
        tokenizer.finish(into: &sink)
        return sink.counts
    }

    private struct CountingSink: HTMLTokenSink {
        var counts = Counts()
        var allowsCDATA: Bool { false }

        mutating func receive(_ token: consuming HTMLToken) -> TokenizerContentState? {
            counts.tokens += 1
            switch token {
            case .characters(let text):
                counts.characterBytes += text.utf8.count
            case .startTag(let tag):
                counts.attributes += tag.attributes.count
                // What a tree builder does for these elements (§13.2.6.4.7);
                // the length and first-letter tests keep string compares off most tags.
                guard (3...9).contains(tag.name.utf8.count), let first = tag.name.utf8.first,
                      first == 0x73 || first == 0x74 || first == 0x78 || first == 0x69 || first == 0x6E || first == 0x70 else { break }
                switch tag.name {
                case "script": return .scriptData
                case "style", "xmp", "iframe", "noembed", "noframes": return .rawtext
                case "title", "textarea": return .rcdata
                case "plaintext": return .plaintext
                default: break
                }
            default:
                break
            }
            return nil
        }
    }
}
