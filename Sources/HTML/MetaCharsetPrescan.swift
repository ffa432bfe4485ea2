/// Finds the charset a page declares in its first 1024 bytes, in
/// `<meta charset>` or `<meta http-equiv="Content-Type" content="...;
/// charset=...">`, as the HTML standard's prescan does (comments skipped).
package enum MetaCharsetPrescan {
    package static let window = 1024

    package static func label(in bytes: ArraySlice<UInt8>) -> String? {
        let end = min(bytes.startIndex + window, bytes.endIndex)
        var scanner = ByteScanner(bytes: bytes[bytes.startIndex..<end])
        while let tag = scanner.nextMetaTag() {
            if let charset = tag["charset"], !charset.isEmpty { return charset }
            if tag["http-equiv"]?.lowercased() == "content-type", let content = tag["content"],
               let label = charsetParameter(content) {
                return label
            }
        }
        return nil
    }

    /// `charset=X` inside a Content-Type value. Read byte by byte (the
    /// delimiters are ASCII): `firstRange(of:)` brought the regex library's
    /// string searcher into every page's start (docs/performance.md).
    package static func charsetParameter(_ content: String) -> String? {
        let lower = Array(content.lowercased().utf8)
        let key = Array("charset".utf8)
        guard lower.count >= key.count,
              let keyStart = (0...(lower.count - key.count)).first(where: { lower[$0..<($0 + key.count)].elementsEqual(key) })
        else { return nil }
        var rest = lower[(keyStart + key.count)...].drop(while: { $0 == UInt8(ascii: " ") })
        guard rest.first == UInt8(ascii: "=") else { return nil }
        rest = rest.dropFirst().drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") })
        let value = rest.prefix(while: { ![UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: " ")].contains($0) })
        return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
    }
}

/// Walks raw bytes tag by tag, reading the attributes of `<meta>` tags.
private struct ByteScanner {
    let bytes: ArraySlice<UInt8>
    var position: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    mutating func nextMetaTag() -> [String: String]? {
        while position < bytes.endIndex {
            guard bytes[position] == UInt8(ascii: "<") else { position += 1; continue }
            if starts(with: "<!--") {
                position += 4
                while position < bytes.endIndex && !starts(with: "-->") { position += 1 }
                position += 3
                continue
            }
            position += 1
            if starts(with: "meta"), position + 4 < bytes.endIndex, isSeparator(bytes[position + 4]) {
                position += 4
                return attributes()
            }
        }
        return nil
    }

    private func starts(with text: String) -> Bool {
        var index = position
        for byte in text.utf8 {
            guard index < bytes.endIndex, lowercase(bytes[index]) == byte else { return false }
            index += 1
        }
        return true
    }

    private func lowercase(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == UInt8(ascii: "/")
    }

    private mutating func attributes() -> [String: String] {
        var result: [String: String] = [:]
        while position < bytes.endIndex {
            while position < bytes.endIndex && isSeparator(bytes[position]) { position += 1 }
            guard position < bytes.endIndex, bytes[position] != UInt8(ascii: ">") else { position += 1; break }
            var name: [UInt8] = []
            while position < bytes.endIndex, !isSeparator(bytes[position]),
                  bytes[position] != UInt8(ascii: "="), bytes[position] != UInt8(ascii: ">") {
                name.append(lowercase(bytes[position]))
                position += 1
            }
            var value: [UInt8] = []
            if position < bytes.endIndex && bytes[position] == UInt8(ascii: "=") {
                position += 1
                let quote = position < bytes.endIndex ? bytes[position] : 0
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    position += 1
                    while position < bytes.endIndex && bytes[position] != quote { value.append(bytes[position]); position += 1 }
                    position += 1
                } else {
                    while position < bytes.endIndex, !isSeparator(bytes[position]), bytes[position] != UInt8(ascii: ">") {
                        value.append(bytes[position])
                        position += 1
                    }
                }
            }
            let key = String(decoding: name, as: UTF8.self)
            if result[key] == nil { result[key] = String(decoding: value, as: UTF8.self) }
        }
        return result
    }
}
