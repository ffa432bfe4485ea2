/// Splits a style sheet into (selector list, declaration block) pairs.
/// Comments are dropped; at-rules (`@media`, `@import`, `@font-face`...) are
/// skipped with everything nested in them.
package struct CSSRuleReader {
    private let text: [Character]
    private var position = 0

    package init(_ css: String) {
        text = Array(Self.withoutComments(css))
    }

    package mutating func next() -> (prelude: String, block: Substring)? {
        while position < text.count {
            var prelude = ""
            var isAtRule = false
            while position < text.count, text[position] != "{" {
                let character = text[position]
                if prelude.isEmpty && character == "@" { isAtRule = true }
                if isAtRule && character == ";" { break } // @import ...; @charset ...;
                if !CSSText.isSpace(character) || !prelude.isEmpty { prelude.append(character) }
                position += 1
            }
            guard position < text.count else { return nil }
            let trimmed = CSSText.trimmed(prelude)
            if text[position] == ";" { position += 1; continue }
            let block = readBlock()
            if trimmed.hasPrefix("@") || trimmed.isEmpty { continue }
            return (trimmed, Substring(block))
        }
        return nil
    }

    /// From an opening brace to its matching closing brace; returns the inside.
    private mutating func readBlock() -> String {
        var depth = 0
        var inside = ""
        while position < text.count {
            let character = text[position]
            position += 1
            if character == "{" { depth += 1; if depth == 1 { continue } }
            if character == "}" { depth -= 1; if depth == 0 { break } }
            inside.append(character)
        }
        return inside
    }

    /// Byte by byte (the delimiters are ASCII): Foundation's `contains` went
    /// through NSString and CoreFoundation, which a dump otherwise never
    /// runs (docs/performance.md).
    private static func withoutComments(_ css: String) -> String {
        let bytes = Array(css.utf8)
        var result: [UInt8] = []
        var index = 0
        var copiedFrom = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") else { index += 1; continue }
            result.append(contentsOf: bytes[copiedFrom..<index])
            index += 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                index += 1
            }
            // An unclosed comment runs to the end of the sheet.
            guard index + 1 < bytes.count else { return String(decoding: result, as: UTF8.self) }
            index += 2
            copiedFrom = index
        }
        guard copiedFrom > 0 else { return css }
        result.append(contentsOf: bytes[copiedFrom...])
        return String(decoding: result, as: UTF8.self)
    }
}
