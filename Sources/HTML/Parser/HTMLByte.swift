/// The byte classes the tokenizer's states test (HTML §13.2.5 and Infra's
/// ASCII definitions). Every class is ASCII, which is why the tokenizer can
/// work on UTF-8 bytes: no multi-byte character is ever special.
package enum HTMLByte {
    package static let tab: UInt8 = 0x09
    package static let lineFeed: UInt8 = 0x0A
    package static let formFeed: UInt8 = 0x0C
    package static let space: UInt8 = 0x20
    package static let exclamation: UInt8 = 0x21
    package static let quotation: UInt8 = 0x22
    package static let numberSign: UInt8 = 0x23
    package static let ampersand: UInt8 = 0x26
    package static let apostrophe: UInt8 = 0x27
    package static let hyphen: UInt8 = 0x2D
    package static let solidus: UInt8 = 0x2F
    package static let semicolon: UInt8 = 0x3B
    package static let lessThan: UInt8 = 0x3C
    package static let equals: UInt8 = 0x3D
    package static let greaterThan: UInt8 = 0x3E
    package static let questionMark: UInt8 = 0x3F
    package static let leftBracket: UInt8 = 0x5B
    package static let rightBracket: UInt8 = 0x5D
    package static let graveAccent: UInt8 = 0x60

    /// U+FFFD REPLACEMENT CHARACTER in UTF-8, which replaces U+0000 in most states.
    package static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Tab, LF, FF, space: CR never reaches the tokenizer (§13.2.3.5).
    @inline(__always)
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == tab || byte == formFeed
    }

    @inline(__always)
    package static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26
    }

    @inline(__always)
    package static func isUpperAlpha(_ byte: UInt8) -> Bool {
        byte &- 0x41 < 26
    }

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10
    }

    @inline(__always)
    package static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte)
    }

    /// The value of an ASCII hex digit, or nil.
    @inline(__always)
    package static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        if isDigit(byte) { return byte &- 0x30 }
        let folded = byte | 0x20
        if folded &- 0x61 < 6 { return folded &- 0x61 &+ 10 }
        return nil
    }

    /// ASCII upper alpha to lower; any other byte unchanged.
    @inline(__always)
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        isUpperAlpha(byte) ? byte | 0x20 : byte
    }
}
