/// The state one pass of matching shares between elements: the context, the
/// caches that keep `:nth-*`, `:has()` and form state linear over a page,
/// and the work done so far, which bounds `:has()` (docs/selectors.md).
/// Serves one document while it does not change: the caches key on its
/// elements, and its quirks mode is read once.
package final class SelectorMatching {
    package let context: any SelectorContext
    /// How many candidates all `:has()` tests of this pass may try between
    /// them; past it, `:has()` matches nothing (`relativeBudgetRanOut`).
    package let relativeBudget: Int
    /// Compound selectors tested on an element: the work of a match.
    package private(set) var compoundTests = 0
    /// Elements `:has()` tried as the end of its relative selector.
    package private(set) var relativeTests = 0
    package private(set) var relativeBudgetRanOut = false

    /// A million candidates is a deep `:has()` over a 100 000-element page,
    /// about a second of a debug build's work.
    package static let defaultRelativeBudget = 1_000_000

    let positions = SiblingPositions()
    let formState: FormStateCache
    /// The elements `:has()` is being tested on, innermost last.
    private(set) var anchors: [Element] = []
    private var quirks: Bool?
    private var descendantMatches: [RelativeSelector: DescendantIndex] = [:]
    private var target: (fragment: String, element: Element?)?
    private var pageLanguage: String??

    package init(context: any SelectorContext = DocumentSelectorContext(), relativeBudget: Int = defaultRelativeBudget) {
        self.context = context
        self.relativeBudget = relativeBudget
        formState = FormStateCache(context: context)
    }

    func countCompoundTest() { compoundTests += 1 }

    /// Takes one candidate from the budget; false when none is left.
    func spendRelativeTest() -> Bool {
        guard relativeTests < relativeBudget else {
            relativeBudgetRanOut = true
            return false
        }
        relativeTests += 1
        return true
    }

    func withAnchor<Result>(_ anchor: Element, _ body: () -> Result) -> Result {
        anchors.append(anchor)
        defer { anchors.removeLast() }
        return body()
    }

    /// Whether the document `element` belongs to is in quirks mode (read once).
    func isQuirks(_ element: Element) -> Bool {
        if let quirks { return quirks }
        let found = (FormOwnership.root(of: element) as? Document)?.quirksMode == .quirks
        quirks = found
        return found
    }

    /// The index of the elements one single-compound `:has()` finds, built on first use.
    func descendantIndex(for relative: RelativeSelector, below anchor: Element) -> DescendantIndex {
        if let index = descendantMatches[relative] { return index }
        let index = DescendantIndex(root: FormOwnership.root(of: anchor)) { relative.selector.matches($0, in: self) }
        descendantMatches[relative] = index
        return index
    }

    /// The language `<meta http-equiv="content-language">` gives the page (read once).
    func documentLanguage(for element: Element) -> String? {
        if let pageLanguage { return pageLanguage }
        let found = LanguageRange.documentLanguage(below: FormOwnership.root(of: element))
        pageLanguage = .some(found)
        return found
    }

    /// The element `:target` matches: the first with the fragment as its id.
    func targetElement(for element: Element) -> Element? {
        guard let fragment = context.targetFragment, !fragment.isEmpty else { return nil }
        if let target, target.fragment == fragment { return target.element }
        let found = DocumentWalk.element(withID: fragment, below: FormOwnership.root(of: element))
        target = (fragment, found)
        return found
    }
}
