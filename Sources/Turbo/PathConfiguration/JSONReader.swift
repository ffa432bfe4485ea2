/// Reads JSON text (RFC 8259) into a `JSONValue`: strict, except that a comma
/// may follow the last element of an array or object, as in the path
/// configuration shipped with the turbo-ios demo. Written here because
/// Foundation's readers report no line and column, and one of them cannot tell
/// `true` from `1`.
package struct JSONReader {
    /// Deeper nesting is refused rather than risking the stack.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    package static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.offset == bytes.count else {
            throw reader.error("unexpected \(reader.found) after the end of the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.readObject() }
        case UInt8(ascii: "["): return try nested { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.readArray() }
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("expected a value but found \(found)")
        }
    }

    private mutating func nested(_ read: (inout JSONReader) throws(JSONSyntaxError) -> JSONValue) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        while peek() != UInt8(ascii: "}") {
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a name in double quotes or '}' but found \(found)") }
            let name = try readString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the name \"\(name)\" but found \(found)") }
            offset += 1
            skipWhitespace()
            members[name] = try readValue()
            skipWhitespace()
            guard try separatorOrEnd("}", inside: "an object") else { break }
        }
        offset += 1
        return .object(members)
    }

    private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        while peek() != UInt8(ascii: "]") {
            elements.append(try readValue())
            skipWhitespace()
            guard try separatorOrEnd("]", inside: "an array") else { break }
        }
        offset += 1
        return .array(elements)
    }

    /// After a member or element: true after a comma (more may follow, or a
    /// trailing comma before `end`), false when `end` is next.
    private mutating func separatorOrEnd(_ end: Unicode.Scalar, inside container: String) throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            offset += 1
            skipWhitespace()
            return true
        case UInt8(ascii: end):
            return false
        default:
            throw error("expected ',' or '\(end)' in \(container) but found \(found)")
        }
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else {
                offset = start
                throw error("this string has no closing quote")
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    offset = start
                    throw error("this string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw error("a control character inside a string must be escaped (\\n, \\t, \\u00XX)")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        offset += 1
        guard let letter = peek() else { throw error("unexpected end of input in an escape") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[letter] {
            utf8.append(replacement)
            offset += 1
            return
        }
        guard letter == UInt8(ascii: "u") else { throw error("unknown escape: a backslash followed by \(found)") }
        offset -= 1
        var scalarValue = try readHexEscape()
        if (0xD800...0xDBFF).contains(scalarValue) {
            guard peek() == UInt8(ascii: "\\") else { throw error("a high surrogate must be followed by a \\u low surrogate") }
            let low = try readHexEscape()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate must be followed by a \\u low surrogate") }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw error("\\u escape of a lone surrogate") }
        utf8.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Reads `\uXXXX` starting at the backslash.
    private mutating func readHexEscape() throws(JSONSyntaxError) -> UInt32 {
        guard offset + 6 <= bytes.count, bytes[offset + 1] == UInt8(ascii: "u"),
              let value = UInt32(String(decoding: bytes[(offset + 2)..<(offset + 6)], as: UTF8.self), radix: 16)
        else { throw error("\\u must be followed by four hexadecimal digits") }
        offset += 6
        return value
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else {
            guard skipDigits() > 0 else { throw error("expected a digit but found \(found)") }
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point but found \(found)") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent but found \(found)") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw error("the number \(text) is too large")
        }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
        return offset - start
    }

    private mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw error("expected a value but found \(found)") }
        offset += expected.count
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// What stands at the current offset, quoted, for error messages.
    private var found: String {
        guard offset < bytes.count else { return "the end of the input" }
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        // Control characters are named, never echoed, so a message cannot drive the terminal.
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return "the control character U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(character)'"
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(at: offset, in: bytes, reason: reason)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
