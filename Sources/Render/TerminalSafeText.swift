import Base

/// The one funnel for text from a page, a header or a URL on its way to the
/// terminal or the dump: control characters become visible instead of being
/// interpreted. C0 and DEL use caret notation (`^[`, `^?`); C1, which has no
/// such notation, becomes U+FFFD. Bidi embeddings, overrides and isolates
/// (`BidiControl`) are removed: they are invisible, and a terminal that lays
/// out bidi text would let a title reverse the URL drawn after it.
package enum TerminalSafeText {
    package static func sanitize(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        // Built as bytes: appending each scalar through `result.unicodeScalars`
        // copied the string so far every time (a 1 MB title of control
        // characters took 15 s in a release build).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: bytes += [UInt8(ascii: "^"), UInt8(scalar.value + 0x40)]
            case 0x7F: bytes += [UInt8(ascii: "^"), UInt8(ascii: "?")]
            case 0x80...0x9F: bytes += [0xEF, 0xBF, 0xBD]
            case _ where BidiControl.contains(scalar): continue
            default: bytes += UTF8.encode(scalar)!
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func needsSanitizing(_ text: String) -> Bool {
        // Every page's text passes here: scan the bytes in place when they are contiguous.
        if let found = text.utf8.withContiguousStorageIfAvailable(containsControl) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(containsControl)
    }

    /// C0 and DEL are single bytes; C1 (U+0080...U+009F) is 0xC2 then 0x80...0x9F;
    /// the bidi controls (`BidiControl`) are 0xE2 0x80 0xAA...0xAE and 0xE2 0x81 0xA6...0xA9.
    /// Printable ASCII, nearly every byte, is passed over eight bytes at a
    /// time (a byte at a time, a page's URLs took 5 instructions a byte:
    /// their References were 3% of a page of 23 000 links), any other byte
    /// with one compare; none of them starts a control.
    private static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, let base = bytes.baseAddress,
               isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte &- 0x20 < 0x5F { continue }
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2, index < count, bytes[index] >= 0x80 && bytes[index] <= 0x9F { return true }
            if byte == 0xE2, index + 1 < count {
                let second = bytes[index]
                let third = bytes[index + 1]
                if second == 0x80 && third >= 0xAA && third <= 0xAE { return true }
                if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return true }
            }
        }
        return false
    }

    /// Whether all eight bytes are 0x20...0x7E. A byte below 0x20 sets its
    /// top bit when 0x20 is taken from it, 0x7F when 1 is added, and one from
    /// 0x80 up has it set already; a borrow or a carry crosses into the next
    /// byte only from a byte that sets its own.
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        ((word &- 0x2020_2020_2020_2020) | (word &+ 0x0101_0101_0101_0101) | word) & 0x8080_8080_8080_8080 == 0
    }
}
