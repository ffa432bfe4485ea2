/// The context of a page as parsed: form state from the markup, and
/// optionally the URL's fragment for `:target` and an element for `:scope`.
package struct DocumentSelectorContext: SelectorContext {
    package var targetFragment: String?
    package var scopeElement: Element?

    package init(targetFragment: String? = nil, scopeElement: Element? = nil) {
        self.targetFragment = targetFragment
        self.scopeElement = scopeElement
    }
}
