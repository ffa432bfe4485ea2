/// Turns the bytes of a page into text for the parser. The charset comes,
/// as in browsers, from a byte order mark, then the Content-Type header,
/// then a `<meta>` in the first 1024 bytes, else UTF-8. Bytes the charset
/// does not define become U+FFFD, never a failure.
package enum HTMLDecoder {
    package static func decode(_ bytes: [UInt8], declaredCharset: String? = nil) -> String {
        let (charset, start) = sniff(bytes, declaredCharset: declaredCharset)
        let body = bytes[start...]
        switch charset {
        case .utf8:
            return body.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        case .utf16LittleEndian, .utf16BigEndian:
            return decodeUTF16(body, littleEndian: charset == .utf16LittleEndian)
        case .legacy(let name):
            return IconvDecoder.decode(body, from: name) ?? body.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The charset the bytes are in, and where the text starts (after a BOM).
    package static func sniff(_ bytes: [UInt8], declaredCharset: String? = nil) -> (charset: Charset, start: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if let declaredCharset, let charset = Charset(label: declaredCharset) { return (charset, 0) }
        if let label = MetaCharsetPrescan.label(in: bytes[...]), let charset = Charset(label: label) {
            // HTML 13.2.3.2: a `<meta>` read as ASCII cannot be in UTF-16, so it means UTF-8.
            return (charset == .utf16LittleEndian || charset == .utf16BigEndian ? .utf8 : charset, 0)
        }
        return (.utf8, 0)
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var text = String(decoding: units, as: UTF16.self)
        if index < bytes.endIndex { text.append("\u{FFFD}") }
        return text
    }
}
