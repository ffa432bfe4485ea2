import FoundationEssentials

/// A `Content-Disposition` header as RFC 6266 reads it: the disposition
/// type and the file name the server suggests. `filename*` (RFC 8187:
/// `charset'language'percent-encoded`) wins over `filename` when both are
/// there and it decodes (RFC 6266 §4.3); only UTF-8 and ISO-8859-1 are
/// charsets RFC 8187 requires, so others fall back to `filename`. The name
/// is returned as sent: `DownloadFileName` makes it safe.
package struct ContentDisposition: Equatable {
    /// `attachment` (RFC 6266 §4.2): save rather than show, even HTML.
    package let isAttachment: Bool
    package let fileName: String?

    package init(isAttachment: Bool, fileName: String?) {
        self.isAttachment = isAttachment
        self.fileName = fileName
    }

    /// Nil for an empty header or one without a type token.
    package init?(parsing header: String) {
        let parts = Self.split(header)
        guard let type = parts.first?.trimmingSpaces().lowercased(), !type.isEmpty, !type.contains("=") else {
            return nil
        }
        var plain: String?
        var extended: String?
        for part in parts.dropFirst() {
            guard let equals = part.firstIndex(of: "=") else { continue }
            let name = part[..<equals].trimmingSpaces().lowercased()
            let raw = part[part.index(after: equals)...].trimmingSpaces()
            // RFC 6266 §4.1: a parameter given twice makes the header invalid; the first is kept, as browsers do.
            switch name {
            case "filename" where plain == nil: plain = Self.unquote(raw)
            case "filename*" where extended == nil: extended = Self.decodeExtended(raw)
            default: break
            }
        }
        // RFC 6266 §4.2: an unknown type is treated as attachment.
        isAttachment = type != "inline"
        fileName = [extended, plain].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// The header's parts at `;`, except inside a quoted string.
    private static func split(_ header: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in header {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                current.append(character)
                quoted.toggle()
            } else if character == ";" && !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// A token as it is; a quoted string without its quotes and backslashes
    /// (RFC 9110 §5.6.4), up to its closing quote. An unterminated one (`"name`,
    /// or a lone `"`) is what follows its opening quote, as browsers read it:
    /// taken whole, it saved a file named `"`.
    private static func unquote(_ value: String) -> String {
        guard value.hasPrefix("\"") else { return value }
        var result = ""
        var escaped = false
        for character in value.dropFirst() {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                break
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// RFC 8187 §3.2: `charset'[language]'value-chars`; nil when malformed or of another charset.
    private static func decodeExtended(_ value: String) -> String? {
        let pieces = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard pieces.count == 3 else { return nil }
        var bytes: [UInt8] = []
        var iterator = Array(pieces[2].utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
        }
        switch pieces[0].lowercased() {
        case "utf-8": return String(validating: bytes, as: UTF8.self)
        case "iso-8859-1": return String(bytes.map { Character(Unicode.Scalar($0)) })
        default: return nil
        }
    }
}
