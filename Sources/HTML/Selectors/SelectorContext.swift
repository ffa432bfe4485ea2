/// What matching reads beyond the tree. The DOM keeps what the page's HTML
/// says; a browser keeps what the user did (a ticked box, typed text) apart
/// from it, in a layer above this one, which answers here through its own
/// context. The default answers (`SelectorContext+Markup`) read the markup:
/// the `checked`, `selected` and `value` attributes and a textarea's text.
package protocol SelectorContext {
    /// A checkbox's or radio button's checkedness (`:checked`, `:indeterminate`).
    func isChecked(_ input: Element) -> Bool
    /// The options of `select` that are selected now (`:checked`).
    func selectedOptions(in select: Element) -> [Element]
    /// An `<input>`'s or `<textarea>`'s value now (`:placeholder-shown`,
    /// `:in-range`, `:dir(…)` of `dir=auto` fields).
    func value(of control: Element) -> String
    /// The fragment of the page's URL, without `#` (`:target`); nil when there is none.
    var targetFragment: String? { get }
    /// What `:scope` matches; nil: the root element, as in a style sheet.
    var scopeElement: Element? { get }
}
