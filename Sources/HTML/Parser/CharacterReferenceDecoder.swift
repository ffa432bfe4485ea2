/// The character reference states of the tokenizer (HTML §13.2.5.72-80):
/// entered after `&` in data, RCDATA or an attribute value, it reads the
/// reference one byte at a time (so a reference may span chunks) and appends
/// what it stands for, or the bytes themselves, to the output of the state
/// it returns to.
package struct CharacterReferenceDecoder {
    private enum Phase {
        case start
        case named
        case ambiguousAmpersand
        case numeric
        case hexadecimalStart
        case decimalStart
        case hexadecimal
        case decimal
    }

    private var phase = Phase.start
    /// The spec's temporary buffer: `&` and what followed it so far.
    private let consumed = ByteBuffer(capacity: 64)
    private var inAttribute = false
    private var run = NamedCharacterReferenceSearch.Run.none
    /// The length of `consumed` at the longest name matched so far (0: none).
    private var matchLength = 0
    private var match = NamedCharacterReferenceSearch.Run.none
    private var code: UInt32 = 0

    private let names = NamedCharacterReferenceSearch.shared

    /// Starts a reference after its `&` was consumed.
    package mutating func begin(inAttribute: Bool) {
        self.inAttribute = inAttribute
        phase = .start
        consumed.removeAll()
        consumed.append(0x26)
        run = names.all
        matchLength = 0
        code = 0
    }

    /// Reads from `input[index...]`. Returns true when the reference is
    /// complete; `index` then points at the byte the return state reconsumes.
    /// Returns false when the input ran out first.
    package mutating func consume(_ input: UnsafeBufferPointer<UInt8>, _ index: inout Int, into output: ByteBuffer) -> Bool {
        let count = input.count
        while index < count {
            let byte = input[index]
            switch phase {
            case .start:
                if HTMLByte.isAlphanumeric(byte) {
                    if let (length, scalar) = Self.commonName(input, at: index) {
                        index += length
                        Self.appendUTF8(scalar, to: output)
                        return true
                    }
                    phase = .named
                } else if byte == 0x23 {
                    consumed.append(byte)
                    index += 1
                    phase = .numeric
                } else {
                    output.append(consumed)
                    return true
                }
            case .named:
                let next = names.narrow(run, byte: byte)
                if !next.isEmpty {
                    run = next
                    consumed.append(byte)
                    index += 1
                    if names.isName(next) {
                        matchLength = consumed.count
                        match = next
                    }
                } else if resolveNamed(next: byte, into: output) {
                    return true
                }
            case .ambiguousAmpersand:
                // §13.2.5.74: alphanumerics after an unknown name are text.
                guard HTMLByte.isAlphanumeric(byte) else { return true }
                output.append(byte)
                index += 1
            case .numeric:
                if byte == 0x78 || byte == 0x58 {
                    consumed.append(byte)
                    index += 1
                    phase = .hexadecimalStart
                } else {
                    phase = .decimalStart
                }
            case .hexadecimalStart:
                guard HTMLByte.hexadecimalValue(byte) != nil else {
                    output.append(consumed)
                    return true
                }
                phase = .hexadecimal
            case .decimalStart:
                guard HTMLByte.isDigit(byte) else {
                    output.append(consumed)
                    return true
                }
                phase = .decimal
            case .hexadecimal:
                if let digit = HTMLByte.hexadecimalValue(byte) {
                    // Saturate: any value past U+10FFFF ends the same way,
                    // and a long run of digits must not overflow.
                    code = min(code &* 16 &+ UInt32(digit), 0x110000)
                    index += 1
                } else {
                    if byte == 0x3B { index += 1 }
                    Self.appendNumeric(code, to: output)
                    return true
                }
            case .decimal:
                if HTMLByte.isDigit(byte) {
                    code = min(code &* 10 &+ UInt32(byte &- 0x30), 0x110000)
                    index += 1
                } else {
                    if byte == 0x3B { index += 1 }
                    Self.appendNumeric(code, to: output)
                    return true
                }
            }
        }
        return false
    }

    /// `lt;`, `gt;`, `amp;`, `quot;` or `nbsp;` when the input holds the
    /// whole name: nearly every named reference on a page of code
    /// (rust-avx512f-src has 19 000). The table's search narrows by two
    /// binary searches per byte, about 1 600 instructions a reference.
    /// Exact: a name ends at its `;`, so none longer can match, and the
    /// attribute-value exception spares only names without one.
    @inline(__always)
    private static func commonName(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, scalar: UInt32)? {
        let available = input.count - index
        guard available >= 3 else { return nil }
        let first = input[index], second = input[index + 1], third = input[index + 2]
        if second == 0x74 && third == 0x3B {
            if first == 0x6C { return (3, 0x3C) }
            if first == 0x67 { return (3, 0x3E) }
            return nil
        }
        guard available >= 4 else { return nil }
        let fourth = input[index + 3]
        if first == 0x61 && second == 0x6D && third == 0x70 && fourth == 0x3B { return (4, 0x26) }
        guard available >= 5, input[index + 4] == 0x3B else { return nil }
        if first == 0x71 && second == 0x75 && third == 0x6F && fourth == 0x74 { return (5, 0x22) }
        if first == 0x6E && second == 0x62 && third == 0x73 && fourth == 0x70 { return (5, 0xA0) }
        return nil
    }

    /// The input ended inside the reference.
    package mutating func finish(into output: ByteBuffer) {
        switch phase {
        case .start, .numeric, .hexadecimalStart, .decimalStart:
            output.append(consumed)
        case .named:
            _ = resolveNamed(next: nil, into: output)
        case .ambiguousAmpersand:
            break
        case .hexadecimal, .decimal:
            Self.appendNumeric(code, to: output)
        }
    }

    /// §13.2.5.73 once no longer name can match: the longest name found
    /// wins, unless the attribute-value exception keeps the text as it is.
    /// Returns false when the ambiguous ampersand state takes over.
    private mutating func resolveNamed(next byte: UInt8?, into output: ByteBuffer) -> Bool {
        guard matchLength > 0 else {
            output.append(consumed)
            phase = .ambiguousAmpersand
            return false
        }
        let endsWithSemicolon = consumed[matchLength - 1] == 0x3B
        let following = matchLength < consumed.count ? consumed[matchLength] : byte
        if inAttribute && !endsWithSemicolon, let following, following == 0x3D || HTMLByte.isAlphanumeric(following) {
            // Historical reasons: `href="?a=1&copy=2"` keeps `&copy`.
            output.append(consumed)
            return true
        }
        let (first, second) = names.scalars(match)
        Self.appendUTF8(first, to: output)
        if second != 0 { Self.appendUTF8(second, to: output) }
        // Bytes read past the match were alphanumerics: text in every return state.
        output.append(consumed, from: matchLength)
        return true
    }

    /// §13.2.5.80 numeric character reference end state.
    package static func appendNumeric(_ code: UInt32, to output: ByteBuffer) {
        var scalar = code
        if scalar == 0 || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
            scalar = 0xFFFD
        } else if (0x80...0x9F).contains(scalar) {
            scalar = windows1252[Int(scalar - 0x80)]
        }
        appendUTF8(scalar, to: output)
    }

    /// The spec's table for C1 controls: what windows-1252 puts at those
    /// bytes; the five it leaves undefined stay as they are.
    private static let windows1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    package static func appendUTF8(_ scalar: UInt32, to output: ByteBuffer) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | (scalar >> 6)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | (scalar >> 12)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (scalar >> 18)))
            output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
