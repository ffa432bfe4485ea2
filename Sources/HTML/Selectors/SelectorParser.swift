/// Reads a selector list (Selectors 4, with CSS Syntax 3's identifiers,
/// strings and escapes). What turbo-tui cannot match is an error naming the
/// place and the reason, never a partial match: pseudo-elements, dynamic
/// states (`RefusedPseudo`), namespaces, the column combinator.
/// The pieces are read by the extensions beside this file: compounds and
/// attributes (`+Compound`), pseudo-classes (`+PseudoClass`), `An+B`
/// (`+Nth`) and names and strings (`+Tokens`).
package struct SelectorParser {
    let text: String
    let characters: [Character]
    var index = 0
    /// Functional pseudo-classes open around the current place.
    var nesting = 0
    /// Inside `:has()`, which cannot hold another `:has()` (Selectors 4, 4.5).
    var insideHas = false

    package init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    /// A complex selector longer than this is refused: matching recurses once per compound.
    package static let maximumCompounds = 256
    /// Functional pseudo-classes nest at most this deep: parsing and matching recurse once per level.
    package static let maximumNesting = 32

    package mutating func parseList() throws(SelectorError) -> [ComplexSelector] {
        let selectors = try parseComplexList()
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
            // A stray ")" does not end a selector at the top: skip on to a comma.
            while true {
                skipForgivenSelector()
                if index >= characters.count || consume(",") { break }
                index += 1
            }
        }
        return selectors
    }

    /// Comma-separated complex selectors, each required to parse.
    mutating func parseComplexList() throws(SelectorError) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        repeat {
            skipWhitespace()
            selectors.append(try parseComplex())
            skipWhitespace()
        } while consume(",")
        return selectors
    }

    /// `:is()` and `:where()`: a selector that does not parse is left out, the
    /// others kept (Selectors 4, 4.2), and a list of none matches nothing.
    mutating func parseForgivingList() throws(SelectorError) -> [ComplexSelector] {
        var selectors: [ComplexSelector] = []
        repeat {
            skipWhitespace()
            let start = index
            let state = (nesting, insideHas)
            do {
                let selector = try parseComplex()
                skipWhitespace()
                if peek() == "," || peek() == ")" {
                    selectors.append(selector)
                    continue
                }
            } catch {}
            (nesting, insideHas) = state
            index = start
            skipForgivenSelector()
        } while consume(",")
        return selectors
    }

    /// Skips to the next comma or closing parenthesis that is outside
    /// brackets, quotes and parentheses, without taking it.
    mutating func skipForgivenSelector() {
        var depth = 0
        var quote: Character?
        while let next = peek() {
            if let open = quote {
                index += next == "\\" ? 2 : 1
                if next == open { quote = nil }
                continue
            }
            switch next {
            case "\\": index += 1
            case "\"", "'": quote = next
            case "[", "(": depth += 1
            case "]": depth = max(0, depth - 1)
            case ")" where depth == 0: return
            case ")": depth -= 1
            case "," where depth == 0: return
            default: break
            }
            index += 1
        }
        index = characters.count
    }

    /// A selector ends at the end of the text, a comma, or the `)` of the
    /// pseudo-class around it.
    private func endsSelector(_ next: Character?) -> Bool {
        guard let next else { return true }
        return next == "," || (next == ")" && nesting > 0)
    }

    mutating func parseComplex() throws(SelectorError) -> ComplexSelector {
        var compounds = [try parseCompound()]
        var combinators: [Combinator] = []
        while true {
            let hadSpace = skipWhitespace()
            guard !endsSelector(peek()) else { break }
            if let combinator = consumeCombinator() {
                skipWhitespace()
                combinators.append(combinator)
            } else if hadSpace {
                combinators.append(.descendant)
            } else {
                throw error("unexpected \"\(peek()!)\"")
            }
            guard compounds.count < Self.maximumCompounds else {
                throw error("more than \(Self.maximumCompounds) compound selectors in a row")
            }
            compounds.append(try parseCompound())
        }
        return ComplexSelector(compounds: compounds.reversed(), combinators: combinators.reversed())
    }

    /// `>`, `+` or `~`; the column combinator `||` is refused.
    mutating func consumeCombinator() -> Combinator? {
        switch peek() {
        case ">": index += 1; return .child
        case "+": index += 1; return .nextSibling
        case "~": index += 1; return .subsequentSibling
        default: return nil
        }
    }

    /// One argument of `:has()`: an optional leading combinator, then a complex selector.
    mutating func parseRelative() throws(SelectorError) -> RelativeSelector {
        skipWhitespace()
        let leading = consumeCombinator() ?? .descendant
        skipWhitespace()
        return RelativeSelector(leading: leading, selector: try parseComplex())
    }

    /// A comma after optional white space.
    mutating func consumeListComma() -> Bool {
        skipWhitespace()
        return consume(",")
    }

    func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func consume(_ expected: Character) -> Bool {
        guard peek() == expected else { return false }
        index += 1
        return true
    }

    /// Skips white space and comments; true when there was white space
    /// (which is the descendant combinator).
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        var sawSpace = false
        while let next = peek() {
            if next.isHTMLWhitespace {
                sawSpace = true
                index += 1
            } else if next == "/", peek(1) == "*" {
                index += 2
                while index < characters.count, !(peek() == "*" && peek(1) == "/") { index += 1 }
                index = min(index + 2, characters.count)
            } else {
                break
            }
        }
        return sawSpace
    }

    func error(_ reason: String) -> SelectorError {
        SelectorError(selector: text, reason: reason, position: index)
    }
}
