import Base

/// Text the history and bookmarks files keep: one line, no control
/// characters (tabs and line breaks among them become spaces, runs of
/// spaces one), so it can neither break a line of the file nor reach a
/// terminal as an escape sequence; and no bidi controls, taken out as the
/// screen takes them out (`BidiControl`), so a title from a server's path
/// configuration cannot carry U+202E into the file.
package enum OneLineText {
    package static func clean(_ text: String, limit: Int? = nil) -> String {
        // Built as bytes, as `TerminalSafeText` builds them: a page's title may be megabytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where !BidiControl.contains(scalar) {
            guard isControl(scalar) || scalar.properties.isWhitespace else {
                bytes += UTF8.encode(scalar)!
                continue
            }
            if !bytes.isEmpty && bytes.last != UInt8(ascii: " ") { bytes.append(UInt8(ascii: " ")) }
        }
        if bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
        let result = String(decoding: bytes, as: UTF8.self)
        guard let limit, result.count > limit else { return result }
        return String(result.prefix(limit))
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
