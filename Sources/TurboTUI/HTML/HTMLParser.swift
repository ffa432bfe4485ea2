import CGumbo

/// Parses UTF-8 HTML into a `Document` with gumbo, the HTML5 tree builder
/// whose trees match a browser's (templates, implied tbody, misnesting).
public enum HTMLParser {
    /// Elements nested deeper than this are attached to the deepest allowed
    /// ancestor instead, as Blink's parser does, so hostile nesting cannot
    /// exhaust the stack of the recursive passes that follow.
    public static let maximumDepth = 512

    public static func parse(_ html: String) -> Document {
        var html = html
        return html.withUTF8 { parse(utf8: $0) }
    }

    /// `bytes` should be UTF-8; gumbo turns invalid sequences into U+FFFD.
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Document {
        parse(utf8: bytes, timeLimitMilliseconds: timeLimitMilliseconds(forByteCount: bytes.count))
    }

    /// Tags nested deeper than twice `maximumDepth` never reach gumbo (see
    /// `NestingLimiter`); a page that still takes too long is shown as source.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, timeLimitMilliseconds: Int) -> Document {
        guard bytes.count > 0 else { return Document() }
        if let limited = NestingLimiter.limit(bytes, maximumDepth: 2 * maximumDepth) {
            return limited.withUnsafeBufferPointer { parseWithGumbo($0, timeLimitMilliseconds: timeLimitMilliseconds) }
        }
        return parseWithGumbo(bytes, timeLimitMilliseconds: timeLimitMilliseconds)
    }

    /// gumbo parses about 20 MB a second here: the limit is over ten times that, plus two seconds.
    static func timeLimitMilliseconds(forByteCount count: Int) -> Int {
        2000 + count / 1000
    }

    private static func parseWithGumbo(_ bytes: UnsafeBufferPointer<UInt8>, timeLimitMilliseconds: Int) -> Document {
        let document = Document()
        guard let base = bytes.baseAddress else { return document }
        let parse = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            tt_gumbo_parse($0, bytes.count, timeLimitMilliseconds)
        }
        guard let parse else { return document }
        defer { tt_gumbo_destroy(parse) }
        if parse.pointee.timedOut != 0 {
            return UnparsedPage.document(source: bytes, timeLimitMilliseconds: timeLimitMilliseconds)
        }
        guard let output = parse.pointee.output else { return document }
        var converter = TreeConverter()
        converter.convert(output.pointee.document, into: document)
        return document
    }

    /// Decodes the page's bytes in their charset (see `HTMLDecoder`) and
    /// parses them; UTF-8 goes to the parser without a copy.
    public static func parse(bytes: [UInt8], declaredCharset: String? = nil) -> Document {
        let (charset, start) = HTMLDecoder.sniff(bytes, declaredCharset: declaredCharset)
        guard charset == .utf8 else { return parse(HTMLDecoder.decode(bytes, declaredCharset: declaredCharset)) }
        return bytes.withUnsafeBufferPointer { parse(utf8: UnsafeBufferPointer(rebasing: $0[start...])) }
    }
}

/// Copies gumbo's tree into Swift nodes without recursion.
private struct TreeConverter {
    private var tagNames: [String?] = Array(repeating: nil, count: Int(GUMBO_TAG_LAST.rawValue) + 1)

    mutating func convert(_ root: UnsafeMutablePointer<GumboNode>, into document: Document) {
        var pending: [(source: UnsafePointer<GumboNode>, parent: Node, depth: Int)] = []
        let rootChildren = root.pointee.v.document.children
        pushChildren(of: rootChildren, parent: document, depth: 1, onto: &pending)
        while let (source, parent, depth) = pending.popLast() {
            switch source.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = makeElement(source.pointee.v.element)
                parent.appendChild(element)
                let childParent: Node = depth >= HTMLParser.maximumDepth ? parent : element
                pushChildren(of: source.pointee.v.element.children, parent: childParent,
                             depth: min(depth + 1, HTMLParser.maximumDepth), onto: &pending)
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                let text = String(cString: source.pointee.v.text.text)
                if let last = parent.children.last as? TextNode {
                    last.text += text
                } else {
                    parent.appendChild(TextNode(text))
                }
            default:
                continue // comments and doctypes carry nothing turbo-tui shows or morphs
            }
        }
    }

    /// Pushes in reverse so that popping visits children in document order.
    private func pushChildren(of vector: GumboVector, parent: Node, depth: Int,
                              onto pending: inout [(source: UnsafePointer<GumboNode>, parent: Node, depth: Int)]) {
        var vector = vector
        var index = vector.length
        while index > 0 {
            index -= 1
            if let child = tt_gumbo_child(&vector, index) {
                pending.append((child, parent, depth))
            }
        }
    }

    private mutating func makeElement(_ source: GumboElement) -> Element {
        var attributesVector = source.attributes
        var attributes: [Attribute] = []
        attributes.reserveCapacity(Int(attributesVector.length))
        for index in 0..<attributesVector.length {
            guard let attribute = tt_gumbo_attribute(&attributesVector, index) else { continue }
            attributes.append(Attribute(name: String(cString: attribute.pointee.name),
                                        value: String(cString: attribute.pointee.value)))
        }
        return Element(name: tagName(source), attributes: attributes)
    }

    private mutating func tagName(_ source: GumboElement) -> String {
        if source.tag == GUMBO_TAG_UNKNOWN {
            var piece = source.original_tag
            gumbo_tag_from_original_text(&piece)
            guard let data = piece.data, piece.length > 0 else { return "unknown" }
            let bytes = UnsafeRawBufferPointer(start: data, count: piece.length)
            return String(decoding: bytes, as: UTF8.self).lowercased()
        }
        let index = Int(source.tag.rawValue)
        if let cached = tagNames[index] { return cached }
        let name = String(cString: gumbo_normalized_tagname(source.tag))
        tagNames[index] = name
        return name
    }
}
