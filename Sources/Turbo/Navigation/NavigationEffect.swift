import FoundationEssentials

/// What the UI must do after a decision. The navigator has already changed
/// its state; effects tell the sessions and the screen to follow, in order.
package enum NavigationEffect: Equatable, Sendable {
    /// Load the page in the stack's session: a request, or, when
    /// `options.response` is set, render that response with no request.
    case visit(PageEntry, in: NavigationStackKind, options: VisitOptions)
    /// Fetch the page again (its cached copy is stale or a refresh was asked).
    case reload(PageEntry, in: NavigationStackKind)
    /// Show the page again from the stack session's `SnapshotCache` with its
    /// scroll position and no request (a restore visit). When the cache no
    /// longer holds it, load it (`SnapshotCache.restoration(for:)` says which).
    case restoreFromSnapshot(PageEntry, in: NavigationStackKind)
    /// Draw the overlay over the dimmed main page.
    case showModal(ModalOverlay)
    /// Close the overlay and drop its whole stack.
    case dismissModal
    /// The page shown in the stack now stands for `entry` (a promoted frame
    /// navigation changed its URL): no request, no render. `leaving` is the
    /// entry it was before, now below it in history (an advance); nil when
    /// the entry itself took the new URL (a replace).
    case promote(PageEntry, in: NavigationStackKind, leaving: PageEntry?)
    /// Scroll the shown page to `#anchor` (empty: to the top). No request.
    case scrollToAnchor(String, in: NavigationStackKind)
    /// Never loaded in the app: offer `$BROWSER` or copying the URL.
    case openExternally(URL, ExternalReason)
    /// Not done; the status line says why.
    case refuse(URL, RefusalReason)
    /// A message for the status line, e.g. the `notice` a server put on a
    /// recede/refresh/resume redirect. Untrusted text: sanitise before drawing.
    case notice(String)
}
