/// A pseudo-class a static document can answer: from the tree, the form
/// controls' state (`SelectorContext`) or the URL's fragment. Those that
/// need a pointer, a focus or a history are refused by the parser
/// (`RefusedPseudo`).
package indirect enum PseudoClass: Hashable, Sendable {
    /// `:not(S)`: the element matches none of S.
    case not([ComplexSelector])
    /// `:is(S)`, forgiving: the element matches one of S.
    case isAny([ComplexSelector])
    /// `:where(S)`: as `:is()`, with no specificity.
    case whereAny([ComplexSelector])
    /// `:has(R)`: some element relative to this one matches one of R.
    case has([RelativeSelector])
    /// `:nth-child(An+B [of S])` and `:nth-last-child`; `:first-child` and
    /// `:last-child` are `An+B` = 1.
    case nthChild(NthPattern, of: [ComplexSelector]?, fromEnd: Bool)
    /// `:nth-of-type(An+B)`, `:nth-last-of-type`, `:first-of-type`, `:last-of-type`.
    case nthOfType(NthPattern, fromEnd: Bool)
    case onlyChild
    case onlyOfType
    case root
    /// No element children, and no text but white space (Selectors 4, 14.2).
    case empty
    case scope
    /// Not an HTML element with a custom element name (or `is`): no script
    /// defines one here.
    case defined
    /// `:link` and `:any-link`: `<a>` and `<area>` with `href`; nothing is visited.
    case link
    case target
    /// `:lang(ranges)`, each compared by RFC 4647's extended filtering.
    case lang([String])
    case dir(Directionality.Direction)
    case form(FormPseudoClass)
    /// The `:has()` argument's anchor: the element `:has()` is tested on.
    /// Only the parser puts it, leftmost in each relative selector.
    case relativeAnchor

    /// As a class, except where Selectors 4 (17) says otherwise.
    var specificity: ComplexSelector.Specificity {
        switch self {
        case .whereAny, .relativeAnchor: ComplexSelector.Specificity()
        case .not(let list), .isAny(let list): .largest(of: list)
        case .has(let relatives): .largest(of: relatives.map(\.selector))
        case .nthChild(_, let list?, _): ComplexSelector.Specificity(classes: 1) + .largest(of: list)
        default: ComplexSelector.Specificity(classes: 1)
        }
    }

    var readsBeyondAncestors: Bool {
        switch self {
        case .not(let list), .isAny(let list), .whereAny(let list): list.contains(where: \.readsBeyondAncestors)
        case .has, .nthChild, .nthOfType, .onlyChild, .onlyOfType, .empty, .target: true
        // Radio groups, a select's options, a form's first submit button, `dir=auto` text.
        case .form, .dir: true
        default: false
        }
    }
}
