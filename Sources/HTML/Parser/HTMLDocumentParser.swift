/// Our HTML parser: `HTMLTokenizer` feeding `TreeBuilder`, fed UTF-8 in
/// chunks of any size (state carries across chunk boundaries, even inside a
/// character or a tag), building the DOM as it goes.
package struct HTMLDocumentParser {
    private var tokenizer: HTMLTokenizer
    private var builder: TreeBuilder

    package init() {
        tokenizer = HTMLTokenizer()
        builder = TreeBuilder()
    }

    /// The HTML fragment parsing algorithm (HTML §13.4) with this context
    /// element. No start tag has been emitted yet, so no end tag is
    /// "appropriate": `</script>` in a script context stays text (§13.2.5).
    package init(fragmentContext context: Element) {
        tokenizer = HTMLTokenizer(state: TreeBuilder.tokenizerState(forFragmentContext: context), lastStartTag: nil)
        builder = TreeBuilder(fragmentContext: context)
    }

    package mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) {
        tokenizer.feed(chunk, into: &builder)
    }

    /// Ends the input; the document is complete. Its depth is capped (see `DepthCap`).
    package mutating func finish() -> Document {
        tokenizer.finish(into: &builder)
        if builder.deepestStack > HTMLParser.maximumDepth || builder.reparented {
            builder.document.wasDepthCapped = DepthCap.apply(to: builder.document, maximumDepth: HTMLParser.maximumDepth)
        }
        return builder.document
    }

    /// A copy of the document as far as it is parsed, for showing a page
    /// while it arrives (the parser goes on building the original). Text
    /// fed so far is in it: character runs are flushed at the end of each
    /// chunk. Capped in depth as `finish` caps the whole document.
    package func snapshot() -> Document {
        guard let copy = builder.document.deepClone() as? Document else { return Document() }
        copy.quirksMode = builder.document.quirksMode
        if builder.deepestStack > HTMLParser.maximumDepth || builder.reparented {
            copy.wasDepthCapped = DepthCap.apply(to: copy, maximumDepth: HTMLParser.maximumDepth)
        }
        return copy
    }

    /// The nodes a fragment parsed to (call after `finish`).
    package var fragmentNodes: [Node] { builder.fragmentNodes }

    package static func parse(_ html: String) -> Document {
        var parser = HTMLDocumentParser()
        var html = html
        html.withUTF8 { parser.feed($0) }
        return parser.finish()
    }

    package static func parseFragment(_ html: String, context: Element) -> [Node] {
        var parser = HTMLDocumentParser(fragmentContext: context)
        var html = html
        html.withUTF8 { parser.feed($0) }
        _ = parser.finish()
        return parser.fragmentNodes
    }

    /// A context as html5lib's tests and `turbo-tui tree --fragment` name it:
    /// `td`, `svg path` (the SVG element), `math mi` (the MathML one).
    package static func contextElement(named description: String) -> Element {
        if description.hasPrefix("svg ") { return Element(name: String(description.dropFirst(4)), namespace: .svg) }
        if description.hasPrefix("math ") { return Element(name: String(description.dropFirst(5)), namespace: .mathml) }
        return Element(name: description.lowercased())
    }
}
