/// Reads the selector subset of `SelectorList`; anything else (pseudo
/// classes, sibling combinators, a stray character) is an error naming the
/// place, never a partial match.
package struct SelectorParser {
    private let text: String
    private let characters: [Character]
    private var index = 0

    package init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    /// A complex selector longer than this is refused: matching recurses once per compound.
    package static let maximumCompounds = 256

    package mutating func parseList() throws(SelectorError) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        repeat {
            skipWhitespace()
            selectors.append(try parseComplex())
            skipWhitespace()
        } while consume(",")
        guard index == characters.count else { throw error("unexpected \"\(characters[index])\"") }
        return selectors
    }

    /// Each selector of the list that parses; a bad one is skipped up to the next
    /// comma outside brackets, quotes and parentheses.
    package mutating func parseValidSelectors() -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        while index < characters.count {
            skipWhitespace()
            do {
                let selector = try parseComplex()
                skipWhitespace()
                if index == characters.count || consume(",") {
                    selectors.append(selector)
                    continue
                }
            } catch {}
            skipPastTopLevelComma()
        }
        return selectors
    }

    private mutating func skipPastTopLevelComma() {
        var nesting = 0
        var quote: Character?
        while let next = peek() {
            index += 1
            if let open = quote {
                if next == "\\" { index += 1 } else if next == open { quote = nil }
                continue
            }
            switch next {
            case "\\": index += 1
            case "\"", "'": quote = next
            case "[", "(": nesting += 1
            case "]", ")": nesting = max(0, nesting - 1)
            case "," where nesting == 0: return
            default: break
            }
        }
        index = characters.count
    }

    private mutating func parseComplex() throws(SelectorError) -> ComplexSelector {
        var compounds = [try parseCompound()]
        var combinators: [ComplexSelector.Combinator] = []
        while true {
            let hadSpace = skipWhitespace()
            guard let next = peek(), next != "," else { break }
            if next == ">" {
                index += 1
                skipWhitespace()
                combinators.append(.child)
            } else if next == "+" || next == "~" {
                throw error("the sibling combinator \"\(next)\" is not supported")
            } else if hadSpace {
                combinators.append(.descendant)
            } else {
                throw error("unexpected \"\(next)\"")
            }
            guard compounds.count < Self.maximumCompounds else {
                throw error("more than \(Self.maximumCompounds) compound selectors in a row")
            }
            compounds.append(try parseCompound())
        }
        return ComplexSelector(compounds: compounds.reversed(), combinators: combinators.reversed())
    }

    private mutating func parseCompound() throws(SelectorError) -> CompoundSelector {
        var compound = CompoundSelector()
        var sawUniversal = false
        if consume("*") {
            sawUniversal = true
        } else if let first = peek(), first.isSelectorNameCharacter {
            compound.tag = try parseName().lowercased()
        }
        while let next = peek() {
            switch next {
            case "#":
                index += 1
                compound.ids.append(try parseName())
            case ".":
                index += 1
                compound.classes.append(try parseName())
            case "[":
                index += 1
                compound.attributes.append(try parseAttribute())
            case ":":
                throw error("pseudo-classes such as \":\" are not supported")
            default:
                guard compound.isEmpty && !sawUniversal else { return compound }
                throw error(next == "," || next == ">" ? "a selector is missing before \"\(next)\"" : "unexpected \"\(next)\"")
            }
        }
        guard !compound.isEmpty || sawUniversal else { throw error("a selector is missing") }
        return compound
    }

    private mutating func parseAttribute() throws(SelectorError) -> AttributeCondition {
        skipWhitespace()
        let name = try parseName().lowercased()
        skipWhitespace()
        var op = AttributeCondition.Operator.exists
        for candidate in [AttributeCondition.Operator.containsWord, .hasPrefix, .hasSuffix, .contains, .equals]
        where consume(candidate.rawValue) {
            op = candidate
            break
        }
        var value = ""
        if op != .exists {
            skipWhitespace()
            value = try parseValue()
            skipWhitespace()
        }
        guard consume("]") else { throw error(peek() == nil ? "\"]\" is missing" : "expected \"]\"") }
        return AttributeCondition(name: name, op: op, value: value)
    }

    private mutating func parseValue() throws(SelectorError) -> String {
        guard let quote = peek(), quote == "\"" || quote == "'" else { return try parseName() }
        index += 1
        var value = ""
        while let next = peek(), next != quote {
            index += 1
            if next == "\\", let escaped = peek() {
                index += 1
                value.append(escaped)
            } else {
                value.append(next)
            }
        }
        guard consume(quote) else { throw error("the quoted value is not closed") }
        return value
    }

    /// An identifier; a backslash takes the next character as it is.
    private mutating func parseName() throws(SelectorError) -> String {
        var name = ""
        while let next = peek() {
            if next == "\\" {
                index += 1
                guard let escaped = peek() else { throw error("a backslash ends the selector") }
                name.append(escaped)
                index += 1
            } else if next.isSelectorNameCharacter {
                name.append(next)
                index += 1
            } else {
                break
            }
        }
        guard !name.isEmpty else { throw error(peek().map { "expected a name, found \"\($0)\"" } ?? "a name is missing") }
        return name
    }

    private func peek() -> Character? {
        index < characters.count ? characters[index] : nil
    }

    private mutating func consume(_ expected: String) -> Bool {
        let expectedCharacters = Array(expected)
        guard index + expectedCharacters.count <= characters.count,
              Array(characters[index..<index + expectedCharacters.count]) == expectedCharacters else { return false }
        index += expectedCharacters.count
        return true
    }

    private mutating func consume(_ expected: Character) -> Bool {
        consume(String(expected))
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while let next = peek(), next.isHTMLWhitespace { index += 1 }
        return index > start
    }

    private func error(_ reason: String) -> SelectorError {
        SelectorError(selector: text, reason: reason, position: index)
    }
}

private extension Character {
    var isSelectorNameCharacter: Bool {
        isLetter || isNumber || self == "-" || self == "_" || !isASCII
    }
}
