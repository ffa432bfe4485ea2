/// After `:`: a pseudo-class, plain (`:root`) or functional (`:not(…)`).
/// Names are ASCII case-insensitive.
extension SelectorParser {
    /// A pseudo-class without an argument, by its lowercased name. A switch,
    /// not a static table: a static holding these values is reported as a
    /// leak by LeakSanitizer (Swift keeps enum tags in a payload pointer's
    /// spare bits, which the sanitizer cannot follow), and the fuzz targets fail on leaks.
    private static func plain(_ name: String) -> PseudoClass? {
        switch name {
        case "root": .root
        case "empty": .empty
        case "scope": .scope
        case "defined": .defined
        case "link", "any-link": .link
        case "target": .target
        case "only-child": .onlyChild
        case "only-of-type": .onlyOfType
        case "first-child": .nthChild(.first, of: nil, fromEnd: false)
        case "last-child": .nthChild(.first, of: nil, fromEnd: true)
        case "first-of-type": .nthOfType(.first, fromEnd: false)
        case "last-of-type": .nthOfType(.first, fromEnd: true)
        default: FormPseudoClass(rawValue: name).map(PseudoClass.form)
        }
    }

    private static let functional: Set<String> = [
        "not", "is", "where", "has", "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type", "lang", "dir",
    ]

    mutating func parsePseudoClass() throws(SelectorError) -> PseudoClass {
        if consume(":") {
            let name = startsIdentifier() ? try parseIdentifier() : ""
            throw error(RefusedPseudo.pseudoElement(name))
        }
        let name = ASCIICase.lowercased(try parseIdentifier())
        if RefusedPseudo.legacyPseudoElements.contains(name) { throw error(RefusedPseudo.legacyPseudoElement(name)) }
        if let thing = RefusedPseudo.dynamicStates[name] { throw error(RefusedPseudo.dynamicState(name, followedThing: thing)) }
        guard consume("(") else {
            if let pseudo = Self.plain(name) { return pseudo }
            throw error(Self.functional.contains(name) ? "\":\(name)()\" needs an argument in parentheses"
                : "unknown pseudo-class \":\(name)\"")
        }
        guard Self.functional.contains(name) else {
            throw error(Self.plain(name) != nil ? "\":\(name)\" takes no argument" : "unknown pseudo-class \":\(name)()\"")
        }
        guard nesting < Self.maximumNesting else { throw error("pseudo-classes nested more than \(Self.maximumNesting) deep") }
        nesting += 1
        defer { nesting -= 1 }
        skipWhitespace()
        let pseudo = try parseArgument(of: name)
        skipWhitespace()
        guard consume(")") else {
            throw error(peek().map { "expected \")\" to close \":\(name)(\", found \"\($0)\"" } ?? "\")\" is missing after \":\(name)(\"")
        }
        return pseudo
    }

    private mutating func parseArgument(of name: String) throws(SelectorError) -> PseudoClass {
        switch name {
        case "not": return .not(try parseComplexList())
        case "is": return .isAny(try parseForgivingList())
        case "where": return .whereAny(try parseForgivingList())
        case "has":
            guard !insideHas else { throw error("\":has()\" cannot be used inside \":has()\"") }
            insideHas = true
            defer { insideHas = false }
            var relatives = [try parseRelative()]
            while consumeListComma() { relatives.append(try parseRelative()) }
            return .has(relatives)
        case "nth-child", "nth-last-child":
            let pattern = try parseNthPattern()
            var filter: [ComplexSelector]?
            if consumeOfKeyword() { filter = try parseComplexList() }
            return .nthChild(pattern, of: filter, fromEnd: name == "nth-last-child")
        case "nth-of-type", "nth-last-of-type":
            return .nthOfType(try parseNthPattern(), fromEnd: name == "nth-last-of-type")
        case "lang":
            var ranges = [try parseIdentifierOrString()]
            while consumeListComma() {
                skipWhitespace()
                ranges.append(try parseIdentifierOrString())
            }
            return .lang(ranges)
        default:
            switch ASCIICase.lowercased(try parseIdentifier()) {
            case "ltr": return .dir(.ltr)
            case "rtl": return .dir(.rtl)
            default: throw error("\":dir()\" takes \"ltr\" or \"rtl\"")
            }
        }
    }

    /// ` of ` before the selectors of `:nth-child(An+B of S)`.
    private mutating func consumeOfKeyword() -> Bool {
        let start = index
        guard skipWhitespace(), let o = peek(), let f = peek(1), ASCIICase.equal(String([o, f]), "of"),
              peek(2)?.isHTMLWhitespace == true else {
            index = start
            return false
        }
        index += 2
        return true
    }
}
