/// Parses HTML into a `Document` with turbo-tui's own WHATWG parser
/// (`HTMLDocumentParser`: `HTMLTokenizer` feeding `TreeBuilder`), whose trees
/// match a browser's (templates, implied tbody, misnesting, foreign content).
/// It runs in linear time on any input, so no page needs a deadline.
package enum HTMLParser {
    /// Elements nested deeper than this are attached to the deepest allowed
    /// ancestor instead, as Blink's parser does (`DepthCap`), so hostile
    /// nesting cannot exhaust the stack of the recursive passes that follow
    /// (layout, styles, morphing, `DocumentWalk`).
    package static let maximumDepth = 512

    /// In-memory bodies go to the parser in pieces of this size, as a network
    /// body arrives; the parser keeps its state across the cuts.
    package static let chunkSize = 64 * 1024

    /// A page this big is parsed on two threads (`HTMLDocumentParser`), from
    /// its start when its size is known, else once this much has come. Below
    /// it the second thread costs more than it saves: a 0.55 MB page parsed
    /// in 12.7 ms/MB on two threads, 11.2 on one (docs/performance.md).
    package static let pipelineThreshold = 1 << 20

    package static func parse(_ html: String) -> Document {
        var html = html
        return html.withUTF8 { parse(utf8: $0) }
    }

    /// `bytes` should be UTF-8; invalid sequences become U+FFFD.
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Document {
        var parser = HTMLDocumentParser()
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            parser.feed(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end
        }
        return parser.finish()
    }

    /// Decodes the page's bytes in their charset (see `HTMLDecoder`) and
    /// parses them, through `HTMLStreamParser` in pieces as a network body
    /// arrives; UTF-8 goes to the parser without a copy.
    /// `pipelineThreshold`: from this size the parse runs on two threads;
    /// nil keeps it on one (the phase profile times one thread's work).
    package static func parse(bytes: [UInt8], declaredCharset: String? = nil,
                              pipelineThreshold: Int? = HTMLParser.pipelineThreshold) -> Document {
        var parser = HTMLStreamParser(declaredCharset: declaredCharset, pipelineAfterBytes: pipelineThreshold)
        // The whole body is at hand: its size decides the two threads, and
        // each piece goes to them as soon as they are ready for it.
        parser.expect(totalBytes: bytes.count)
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                let end = min(start + chunkSize, all.count)
                parser.feed(UnsafeBufferPointer(rebasing: all[start..<end]))
                start = end
            }
        }
        return parser.finish()
    }

    /// The HTML fragment parsing algorithm (HTML §13.4): what `html` parses
    /// to inside `context` (for `turbo-tui tree --fragment`).
    package static func parseFragment(_ html: String, context: Element) -> [Node] {
        HTMLDocumentParser.parseFragment(html, context: context)
    }
}
