import Render
import Turbo

/// While a search is typed or in force (`chrome.search`), the active
/// page's `PageSearchText` is made on a thread off the loop, once per
/// layout, so that `/`, `n` and `N` scan bytes instead of walking lines on
/// the loop. The reader typing the search word gives the thread its time;
/// until the text comes, a search walks the lines (`LineSearch`) as before.
/// A page of a few screens is walked faster than a thread starts.
package enum SearchTextPreparer {
    package static let minimumRows = 2_000

    /// After every event: the request, if a search wants one and the active page lacks it.
    package static func follow(_ state: inout BrowserState) -> [BrowserEffect] {
        guard isSearching(state), let page = state.activePage, page.lines.count >= minimumRows,
              page.requestSearchText() else { return [] }
        return [.prepareSearchText(SearchTextRequest(stack: state.activeStack, key: page.searchTextKey, lines: page.lines))]
    }

    /// A text made: kept by the page it was asked for while it shows the same layout.
    package static func made(_ text: PageSearchText, stack: NavigationStackKind, key: SearchTextKey, in state: BrowserState) {
        state.stacks[stack].page?.keepSearchText(text, for: key)
    }

    private static func isSearching(_ state: BrowserState) -> Bool {
        if state.chrome.search != nil { return true }
        if case .prompt(let prompt) = state.chrome.overlay, prompt.kind == .search { return true }
        return false
    }
}

/// The lines of one layout of a page, to be made into its `PageSearchText`.
package struct SearchTextRequest: Equatable, Sendable {
    package let stack: NavigationStackKind
    package let key: SearchTextKey
    package let lines: [StyledLine]

    package func run() -> PageSearchText { PageSearchText(lines) }

    /// The same request: for the same layout of the same stack's page (the lines follow from it).
    package static func == (a: SearchTextRequest, b: SearchTextRequest) -> Bool { a.stack == b.stack && a.key == b.key }
}
