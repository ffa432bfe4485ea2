/// Splits a style sheet into (selector list, declaration block) pairs.
/// Comments are dropped; at-rules (`@media`, `@import`, `@font-face`...) are
/// skipped with everything nested in them.
struct CSSRuleReader {
    private let text: [Character]
    private var position = 0

    init(_ css: String) {
        text = Array(Self.withoutComments(css))
    }

    mutating func next() -> (prelude: String, block: Substring)? {
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

    private static func withoutComments(_ css: String) -> String {
        guard css.contains("/*") else { return css }
        var result = ""
        var rest = Substring(css)
        while let start = rest.firstRange(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
