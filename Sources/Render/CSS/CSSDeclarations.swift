import Base
/// The declarations of one rule that a text screen can honour; nil means
/// the rule says nothing about that property.
package struct CSSDeclarations: Equatable {
    package var hidden: Bool?
    package var bold: Bool?
    package var italic: Bool?
    package var underline: Bool?
    /// `width`, `height` and `vertical-align`, which only images read (`StyleSheet.boxSize`);
    /// apart from `isEmpty`, so a rule of sizes alone costs the other elements nothing.
    package var boxSize = CSSBoxSize()

    package var isEmpty: Bool { hidden == nil && bold == nil && italic == nil && underline == nil }

    /// Reads `property: value; ...`, as in a rule block or a `style` attribute.
    package init(parsing block: Substring) {
        for declaration in block.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = CSSText.trimmed(declaration[..<colon]).lowercased()
            var value = CSSText.trimmed(declaration[declaration.index(after: colon)...]).lowercased()
            if let bang = value.firstIndex(of: "!") { value = CSSText.trimmed(value[..<bang]) }
            apply(property: property, value: value)
        }
    }

    package init() {}

    /// Whether a `style` attribute may set `hidden`, `bold`, `italic` or
    /// `underline`: only a property that lowercases to one of theirs can, and
    /// only ASCII letters and hyphens lowercase to those (the Kelvin sign's
    /// `k` is in none of them), so a style without these words, ASCII case
    /// ignored, declares none of the four.
    package static func mayStyleText(_ style: String) -> Bool {
        var style = style
        return style.withUTF8 { CSSText.containsAny(of: textPropertyWords, ignoringASCIICaseIn: $0) }
    }

    /// `font-` stands for `font-weight` and `font-style`, `text-decoration` for itself and `-line`.
    private static let textPropertyWords: [[UInt8]] = ["display", "visibility", "font-", "text-decoration"].map { Array($0.utf8) }

    private mutating func apply(property: String, value: String) {
        switch property {
        case "display": hidden = value == "none"
        case "visibility": hidden = value == "hidden" || value == "collapse"
        case "font-weight":
            if let number = Int(value) { bold = number >= 600 } else { bold = value == "bold" || value == "bolder" }
        case "font-style": italic = value == "italic" || value == "oblique"
        case "text-decoration", "text-decoration-line": underline = value.literalRange(of: "underline") != nil
        case "width": boxSize.width = CSSBoxSize.length(value, allowsPercent: true) ?? boxSize.width
        case "height": boxSize.height = CSSBoxSize.length(value, allowsPercent: false) ?? boxSize.height
        case "vertical-align": boxSize.verticalAlign = CSSBoxSize.VerticalAlign.parse(value) ?? boxSize.verticalAlign
        default: break
        }
    }

    /// `other` wins wherever it says something.
    package func overridden(by other: CSSDeclarations) -> CSSDeclarations {
        var result = self
        if let hidden = other.hidden { result.hidden = hidden }
        if let bold = other.bold { result.bold = bold }
        if let italic = other.italic { result.italic = italic }
        if let underline = other.underline { result.underline = underline }
        return result
    }
}

/// Whitespace handling shared by the style sheet reader.
package enum CSSText {
    package static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\n" || character == "\t" || character == "\r" || character == "\u{0C}"
    }

    /// `isSpace` for a byte of ASCII.
    package static func isSpace(byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    package static func trimmed<S: StringProtocol>(_ text: S) -> String {
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Whether `bytes` hold one of `words` (each of lowercase ASCII letters
    /// and hyphens), ASCII case ignored. `| 0x20` lowercases an ASCII letter
    /// and keeps a hyphen; the one other byte it maps onto either (a carriage
    /// return onto `-`) can only make a yes too many, never a no.
    package static func containsAny(of words: [[UInt8]], ignoringASCIICaseIn bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let first = bytes[start] | 0x20
            for word in words where word[0] == first && bytes.count - start >= word.count {
                var index = 1
                while index < word.count && bytes[start + index] | 0x20 == word[index] { index += 1 }
                if index == word.count { return true }
            }
        }
        return false
    }
}
