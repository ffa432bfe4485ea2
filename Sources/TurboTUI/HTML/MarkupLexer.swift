/// Just enough of HTML's tokenizer to find tags in a page's bytes: where each
/// tag ends (quoted attribute values may hold `>`), comments (`-->` and
/// `--!>`), bogus comments, and the end of raw text (`<script>` with its
/// escaped states, `<style>`, `<textarea>`...). Names come back lowercased.
struct MarkupLexer {
    enum Token {
        /// `excessAttributes`: where attributes past the lexer's limit start, if there are such.
        case startTag(name: String, range: Range<Int>, excessAttributes: Int?)
        case endTag(name: String, range: Range<Int>)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let maximumAttributes: Int
    private(set) var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumAttributes: Int = .max) {
        self.bytes = bytes
        self.maximumAttributes = maximumAttributes
    }

    /// The next tag, or nil at the end (a tag cut off by the end is no tag, as in HTML).
    mutating func next() -> Token? {
        while let open = find(UInt8(ascii: "<"), from: index) {
            let after = open + 1
            guard after < bytes.count else { return nil }
            switch bytes[after] {
            case UInt8(ascii: "!"):
                index = startsWith("--", at: after + 1) ? commentEnd(from: after + 1) : past(UInt8(ascii: ">"), from: after)
            case UInt8(ascii: "?"):
                index = past(UInt8(ascii: ">"), from: after)
            case UInt8(ascii: "/"):
                guard after + 1 < bytes.count, Self.isLetter(bytes[after + 1]) else {
                    index = past(UInt8(ascii: ">"), from: after)
                    continue
                }
                let (name, nameEnd) = readName(from: after + 1)
                index = past(UInt8(ascii: ">"), from: nameEnd)
                guard index <= bytes.count, bytes[index - 1] == UInt8(ascii: ">") else { return nil }
                return .endTag(name: name, range: open..<index)
            case let byte where Self.isLetter(byte):
                let (name, nameEnd) = readName(from: after)
                guard let (end, excess) = attributesEnd(from: nameEnd) else { index = bytes.count; return nil }
                index = end
                return .startTag(name: name, range: open..<end, excessAttributes: excess)
            default:
                index = after
            }
        }
        index = bytes.count
        return nil
    }

    /// Moves past the text of a raw text element whose start tag was just read.
    mutating func skipRawText(of name: String) {
        index = name == "script" ? ScriptDataEnd.find(in: bytes, from: index) : closingTag(name, from: index) ?? bytes.count
    }

    mutating func skipToEnd() { index = bytes.count }

    /// Where `</name` (followed by a space, `/` or `>`) starts, case-insensitively.
    func closingTag(_ name: String, from start: Int) -> Int? {
        var position = start
        while let open = find(UInt8(ascii: "<"), from: position) {
            if matchesClosingTag(name, at: open) { return open }
            position = open + 1
        }
        return nil
    }

    func matchesClosingTag(_ name: String, at open: Int) -> Bool {
        let nameBytes = Array(name.utf8)
        let end = open + 2 + nameBytes.count
        guard end < bytes.count, bytes[open + 1] == UInt8(ascii: "/") else { return false }
        for (offset, byte) in nameBytes.enumerated() where Self.lowercased(bytes[open + 2 + offset]) != byte { return false }
        return Self.endsName(bytes[end])
    }

    func startsWith(_ text: StaticString, at position: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { return false }
        return true
    }

    func find(_ byte: UInt8, from start: Int) -> Int? {
        var position = start
        while position < bytes.count {
            if bytes[position] == byte { return position }
            position += 1
        }
        return nil
    }

    /// Just past the next `byte`, or the end.
    private func past(_ byte: UInt8, from start: Int) -> Int {
        find(byte, from: start).map { $0 + 1 } ?? bytes.count
    }

    /// `start` is at the comment's opening dashes, which `<!-->` shares with its end.
    private func commentEnd(from start: Int) -> Int {
        var position = start
        while let dash = find(UInt8(ascii: "-"), from: position) {
            if startsWith("-->", at: dash) { return dash + 3 }
            if startsWith("--!>", at: dash) { return dash + 4 }
            position = dash + 1
        }
        return bytes.count
    }

    private func readName(from start: Int) -> (String, Int) {
        var end = start
        while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
        let name = String(unsafeUninitializedCapacity: end - start) { buffer in
            for offset in 0..<(end - start) { buffer[offset] = Self.lowercased(bytes[start + offset]) }
            return end - start
        }
        return (name, end)
    }

    /// Past the `>` that ends a start tag, skipping quoted attribute values, and where the
    /// attribute after the `maximumAttributes`th starts; nil if the page ends first.
    private func attributesEnd(from start: Int) -> (Int, Int?)? {
        var position = start
        var afterEquals = false
        var inAttribute = false
        var count = 0
        var excess: Int?
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: ">"):
                return (position + 1, excess)
            case UInt8(ascii: "="):
                afterEquals = true
                inAttribute = false
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                if !afterEquals { inAttribute = false }
            case UInt8(ascii: "/"):
                afterEquals = false
                inAttribute = false
            case UInt8(ascii: "\"") where afterEquals, UInt8(ascii: "'") where afterEquals:
                guard let close = find(byte, from: position + 1) else { return nil }
                position = close
                afterEquals = false
            default:
                if afterEquals {
                    afterEquals = false
                    inAttribute = true // an unquoted value
                } else if !inAttribute {
                    inAttribute = true
                    count += 1
                    if count == maximumAttributes + 1 { excess = position }
                }
            }
            position += 1
        }
        return nil
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
