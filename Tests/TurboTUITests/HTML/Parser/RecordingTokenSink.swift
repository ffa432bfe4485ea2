import HTML

/// A tokenizer sink that keeps every token, for the conformance and
/// streaming tests; `lines` renders them as html5lib's tests list them, with
/// adjacent character tokens merged.
struct RecordingTokenSink: HTMLTokenSink {
    var tokens: [HTMLToken] = []
    var allowsCDATA: Bool { false }

    mutating func receive(_ token: HTMLToken) -> TokenizerContentState? {
        tokens.append(token)
        return nil
    }

    var lines: [String] {
        var lines: [String] = []
        var characters = ""
        for token in tokens {
            if case .characters(let run) = token {
                characters += run
                continue
            }
            if !characters.isEmpty {
                lines.append(Self.characterLine(characters))
                characters = ""
            }
            switch token {
            case .doctype(let doctype):
                lines.append(Self.doctypeLine(name: doctype.name, publicIdentifier: doctype.publicIdentifier,
                                              systemIdentifier: doctype.systemIdentifier, correct: !doctype.forceQuirks))
            case .startTag(let tag):
                lines.append(Self.startTagLine(name: tag.name, attributes: tag.attributes.map { ($0.name, $0.value) }, selfClosing: tag.selfClosing))
            case .endTag(let tag):
                lines.append(Self.endTagLine(name: tag.name))
            case .comment(let data):
                lines.append(Self.commentLine(data))
            case .characters, .endOfFile:
                break
            }
        }
        if !characters.isEmpty { lines.append(Self.characterLine(characters)) }
        return lines
    }

    static func characterLine(_ data: String) -> String { "Character \(String(reflecting: data))" }
    static func commentLine(_ data: String) -> String { "Comment \(String(reflecting: data))" }
    static func endTagLine(name: String) -> String { "EndTag \(String(reflecting: name))" }

    /// Attributes sorted by name: html5lib's tests give them as a JSON object.
    static func startTagLine(name: String, attributes: [(String, String)], selfClosing: Bool) -> String {
        let sorted = attributes.sorted { $0.0 < $1.0 }.map { "\(String(reflecting: $0.0))=\(String(reflecting: $0.1))" }
        return "StartTag \(String(reflecting: name)) [\(sorted.joined(separator: " "))]\(selfClosing ? " selfClosing" : "")"
    }

    static func doctypeLine(name: String?, publicIdentifier: String?, systemIdentifier: String?, correct: Bool) -> String {
        func show(_ value: String?) -> String { value.map { String(reflecting: $0) } ?? "nil" }
        return "DOCTYPE \(show(name)) \(show(publicIdentifier)) \(show(systemIdentifier)) \(correct ? "correct" : "quirks")"
    }

    /// Tokenizes `bytes`, fed in chunks of the given sizes (cycled; empty:
    /// all at once).
    static func tokenize(_ bytes: [UInt8], state: TokenizerContentState = .data, lastStartTag: String? = nil,
                         chunkSizes: [Int] = []) -> [String] {
        var tokenizer = HTMLTokenizer(state: state, lastStartTag: lastStartTag)
        var sink = RecordingTokenSink()
        if chunkSizes.isEmpty {
            tokenizer.feed(bytes, into: &sink)
        } else {
            var offset = 0
            var next = 0
            while offset < bytes.count {
                let size = max(1, chunkSizes[next % chunkSizes.count])
                let end = min(bytes.count, offset + size)
                tokenizer.feed(Array(bytes[offset..<end]), into: &sink)
                offset = end
                next += 1
            }
        }
        tokenizer.finish(into: &sink)
        return sink.lines
    }
}
