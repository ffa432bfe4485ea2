/// Compound selectors: an optional type or `*`, then ids, classes,
/// attribute selectors and pseudo-classes in any order.
extension SelectorParser {
    mutating func parseCompound() throws(SelectorError) -> CompoundSelector {
        var compound = CompoundSelector()
        var sawUniversal = false
        if peek() == "|" { throw namespaceError() }
        if consume("*") {
            sawUniversal = true
        } else if startsIdentifier() {
            let tag = try parseIdentifier()
            compound.tagAsWritten = tag
            compound.tag = ASCIICase.lowercased(tag)
        }
        if peek() == "|", peek(1) != "=" { throw namespaceError() }
        while let next = peek() {
            switch next {
            case "#":
                index += 1
                // A hash token whose value is an identifier (`#1a` is not an id selector).
                compound.ids.append(try parseIdentifier())
            case ".":
                index += 1
                compound.classes.append(try parseIdentifier())
            case "[":
                index += 1
                compound.attributes.append(try parseAttribute())
            case ":":
                index += 1
                compound.pseudoClasses.append(try parsePseudoClass())
            default:
                guard compound.isEmpty && !sawUniversal else { return compound }
                throw error(next == "," || next == ">" || next == "+" || next == "~" || next == ")"
                    ? "a selector is missing before \"\(next)\"" : "unexpected \"\(next)\"")
            }
        }
        guard !compound.isEmpty || sawUniversal else { throw error("a selector is missing") }
        return compound
    }

    private func namespaceError() -> SelectorError {
        error("namespace prefixes (\"|\") are not supported: a page's HTML, SVG and MathML elements need none")
    }

    /// After `[`: a name, then nothing or an operator, a value and an optional `i` or `s`, then `]`.
    private mutating func parseAttribute() throws(SelectorError) -> AttributeCondition {
        skipWhitespace()
        if peek() == "|" || peek() == "*" { throw namespaceError() }
        let name = try parseIdentifier()
        if peek() == "|", peek(1) != "=" { throw namespaceError() }
        skipWhitespace()
        var op = AttributeCondition.Operator.exists
        if consume("=") {
            op = .equals
        } else if let first = peek(), peek(1) == "=",
                  let found = AttributeCondition.Operator.allCases.first(where: { $0.rawValue.first == first && $0.rawValue.count == 2 }) {
            index += 2
            op = found
        }
        var value = ""
        var flag = AttributeCondition.CaseFlag.byDocumentLanguage
        if op != .exists {
            skipWhitespace()
            value = try parseIdentifierOrString()
            skipWhitespace()
            if startsIdentifier() {
                switch ASCIICase.lowercased(try parseIdentifier()) {
                case "i": flag = .insensitive
                case "s": flag = .sensitive
                default: throw error("an attribute selector's flag is \"i\" or \"s\"")
                }
                skipWhitespace()
            }
        }
        guard consume("]") else { throw error(peek() == nil ? "\"]\" is missing" : "expected \"]\", found \"\(peek()!)\"") }
        return AttributeCondition(name: name, op: op, value: value, caseFlag: flag)
    }
}
