/// Where a `<script>`'s text ends, by HTML's script data states: `</script>`
/// ends it, except inside `<!-- <script> ... -->`, where one `</script>`
/// only leaves the inner script. Reading this wrong would let text inside a
/// script pass for tags.
enum ScriptDataEnd {
    /// The position of the closing `</script`, or the end of the bytes.
    static func find(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let lexer = MarkupLexer(bytes: bytes)
        var state = State.data
        var position = start
        while let open = lexer.find(UInt8(ascii: "<"), from: position) {
            if state != .data, let dashes = closingDashes(lexer, from: position, before: open) {
                state = .data
                position = dashes + 3
                continue
            }
            switch state {
            case .data:
                if lexer.matchesClosingTag("script", at: open) { return open }
                if lexer.startsWith("<!--", at: open) { state = .escaped; position = open + 4; continue }
            case .escaped:
                if lexer.matchesClosingTag("script", at: open) { return open }
                if opensScript(lexer, at: open) { state = .doubleEscaped }
            case .doubleEscaped:
                if lexer.matchesClosingTag("script", at: open) { state = .escaped }
            }
            position = open + 1
        }
        return bytes.count
    }

    private enum State { case data, escaped, doubleEscaped }

    /// A `-->` before `limit`, which returns escaped text to plain script data.
    private static func closingDashes(_ lexer: MarkupLexer, from start: Int, before limit: Int) -> Int? {
        var position = start
        while position < limit {
            if lexer.bytes[position] == UInt8(ascii: "-"), lexer.startsWith("-->", at: position) { return position }
            position += 1
        }
        return nil
    }

    private static func opensScript(_ lexer: MarkupLexer, at open: Int) -> Bool {
        guard open + 7 < lexer.bytes.count else { return false }
        for (offset, byte) in "script".utf8.enumerated()
        where MarkupLexer.lowercased(lexer.bytes[open + 1 + offset]) != byte { return false }
        return MarkupLexer.endsName(lexer.bytes[open + 7])
    }
}
