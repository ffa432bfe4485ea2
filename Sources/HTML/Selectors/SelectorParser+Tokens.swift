/// Names and strings as CSS Syntax 3 reads them (4.3): escapes are a
/// backslash and the next character, or up to six hex digits and one
/// optional white space (`#\31 23` is the id "123").
extension SelectorParser {
    /// An identifier, or an error that says what stood in its place.
    mutating func parseIdentifier() throws(SelectorError) -> String {
        guard startsIdentifier() else {
            throw error(peek().map { "expected a name, found \"\($0)\"" } ?? "a name is missing")
        }
        var name = ""
        while let next = peek() {
            if next == "\\", isValidEscape(at: index) {
                name.unicodeScalars.append(parseEscape())
            } else if next.isNameCharacter {
                name.append(next)
                index += 1
            } else {
                break
            }
        }
        return name
    }

    /// Whether an identifier starts here: a letter, `_`, non-ASCII or an
    /// escape, after at most one `-`, or `--`.
    func startsIdentifier() -> Bool {
        guard let first = peek() else { return false }
        if first == "-" {
            guard let second = peek(1) else { return false }
            return second.isNameStart || second == "-" || (second == "\\" && isValidEscape(at: index + 1))
        }
        return first.isNameStart || (first == "\\" && isValidEscape(at: index))
    }

    /// A backslash not followed by a line break.
    func isValidEscape(at position: Int) -> Bool {
        guard position < characters.count, characters[position] == "\\" else { return false }
        guard position + 1 < characters.count else { return true }
        return !characters[position + 1].isNewline
    }

    /// After a backslash: the code point, U+FFFD for none, a surrogate or past Unicode.
    mutating func parseEscape() -> Unicode.Scalar {
        index += 1
        guard let next = peek() else { return "\u{FFFD}" }
        guard next.isHexDigit, next.isASCII else {
            index += 1
            return next.unicodeScalars.count == 1 ? next.unicodeScalars.first! : "\u{FFFD}"
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let digit = peek(), digit.isASCII, let digitValue = digit.hexDigitValue {
            value = value * 16 + UInt32(digitValue)
            digits += 1
            index += 1
        }
        if let space = peek(), space.isHTMLWhitespace { index += 1 }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// A quoted string; a backslash before a line break continues the line.
    mutating func parseString() throws(SelectorError) -> String {
        guard let quote = peek(), quote == "\"" || quote == "'" else { throw error("expected a quoted string") }
        index += 1
        var value = ""
        while let next = peek(), next != quote {
            if next.isNewline { throw error("a line break inside a quoted string") }
            if next == "\\" {
                if let following = peek(1), following.isNewline {
                    index += 2
                } else if peek(1) == nil {
                    index += 1
                } else {
                    value.unicodeScalars.append(parseEscape())
                }
            } else {
                value.append(next)
                index += 1
            }
        }
        guard consume(quote) else { throw error("the quoted string is not closed") }
        return value
    }

    /// An identifier or a string: what an attribute value and a `:lang()` range may be.
    mutating func parseIdentifierOrString() throws(SelectorError) -> String {
        peek() == "\"" || peek() == "'" ? try parseString() : try parseIdentifier()
    }
}

extension Character {
    /// ASCII letters, `_`, and every non-ASCII character (CSS Syntax 3, 4.2).
    var isNameStart: Bool {
        isASCII ? (isLetter || self == "_") : true
    }

    var isNameCharacter: Bool {
        isNameStart || self == "-" || (isASCII && isNumber)
    }
}
