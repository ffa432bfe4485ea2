/// The declarations of one rule that a text screen can honour; nil means
/// the rule says nothing about that property.
package struct CSSDeclarations: Equatable {
    package var hidden: Bool?
    package var bold: Bool?
    package var italic: Bool?
    package var underline: Bool?
    /// `width` and `height`, which only images read (`StyleSheet.boxSize`);
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

    private mutating func apply(property: String, value: String) {
        switch property {
        case "display": hidden = value == "none"
        case "visibility": hidden = value == "hidden" || value == "collapse"
        case "font-weight":
            if let number = Int(value) { bold = number >= 600 } else { bold = value == "bold" || value == "bolder" }
        case "font-style": italic = value == "italic" || value == "oblique"
        case "text-decoration", "text-decoration-line": underline = value.contains("underline")
        case "width": boxSize.width = CSSBoxSize.length(value, allowsPercent: true) ?? boxSize.width
        case "height": boxSize.height = CSSBoxSize.length(value, allowsPercent: false) ?? boxSize.height
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

    package static func trimmed<S: StringProtocol>(_ text: S) -> String {
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
