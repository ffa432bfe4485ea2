/// Follows a page's tags with a stack of open elements to find start tags
/// that would open too deep; see `NestingLimiter`.
struct NestingScanner {
    private var lexer: MarkupLexer
    private let maximumDepth: Int
    private var open: [String] = []
    private var openCounts: [String: Int] = [:]
    private var droppedCounts: [String: Int] = [:]
    private var output: [UInt8]?
    private var copiedUpTo = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumAttributes: Int) {
        lexer = MarkupLexer(bytes: bytes, maximumAttributes: maximumAttributes)
        self.maximumDepth = maximumDepth
    }

    /// The bytes without the dropped tags, or nil when nothing was dropped.
    var result: [UInt8]? {
        guard var output else { return nil }
        output.append(contentsOf: lexer.bytes[copiedUpTo...])
        return output
    }

    mutating func run() {
        while let token = lexer.next() {
            switch token {
            case .startTag(let name, let range, let excessAttributes): start(name, range, excessAttributes: excessAttributes)
            case .endTag(let name, let range): end(name, range)
            }
        }
    }

    private mutating func start(_ name: String, _ range: Range<Int>, excessAttributes: Int?) {
        if let excessAttributes, open.count < maximumDepth {
            // Keeps the tag's closing `>`.
            drop(excessAttributes..<(range.upperBound - 1))
        }
        if name == "plaintext" { return lexer.skipToEnd() }
        // Inside SVG and MathML, `<style>` and `<title>` hold markup; reading them as markup only counts more.
        if ElementKinds.rawText.contains(name), !inForeignContent { return lexer.skipRawText(of: name) }
        guard !ElementKinds.void.contains(name), !ElementKinds.closedImplicitly.contains(name) else { return }
        guard open.count < maximumDepth else {
            droppedCounts[name, default: 0] += 1
            return drop(range)
        }
        open.append(name)
        openCounts[name, default: 0] += 1
    }

    private mutating func end(_ name: String, _ range: Range<Int>) {
        if let dropped = droppedCounts[name], dropped > 0 {
            droppedCounts[name] = dropped - 1
            return drop(range)
        }
        guard openCounts[name, default: 0] > 0, let position = innermostInScope(name) else { return }
        if ElementKinds.formatting.contains(name) {
            // The adoption agency keeps the elements opened inside a formatting element open.
            close(at: position)
        } else {
            while open.count > position { close(at: open.count - 1) }
        }
    }

    private var inForeignContent: Bool { openCounts["svg", default: 0] + openCounts["math", default: 0] > 0 }

    private func innermostInScope(_ name: String) -> Int? {
        var position = open.count - 1
        while position >= 0 {
            if open[position] == name { return position }
            if ElementKinds.scopeBoundary.contains(open[position]) { return nil }
            position -= 1
        }
        return nil
    }

    private mutating func close(at position: Int) {
        openCounts[open.remove(at: position), default: 1] -= 1
    }

    private mutating func drop(_ range: Range<Int>) {
        if output == nil { output = []; output?.reserveCapacity(lexer.bytes.count) }
        output?.append(contentsOf: lexer.bytes[copiedUpTo..<range.lowerBound])
        copiedUpTo = range.upperBound
    }
}
