/// What a key asks the browser to do.
enum Command: Equatable {
    case nextTarget, previousTarget
    case nextLinkOrScroll, previousLinkOrScroll
    case follow
    case back, forward
    case lineDown, lineUp, pageDown, pageUp, top, bottom
    case reload, goTo
    case search, searchNext, searchPrevious
    case startLinkNumber
    case toggleNumbers, viewSource, help
    case quit, quitNow
    case escape
    case openExternally, copyURL
    case editExternally
    case suspend, redraw
    case downloads
    case openLinkInTab, openURLInTab, nextTab, previousTab, moveTabLeft, moveTabRight, closeTab
    /// Only named in the table: N then `t` / `T` are read by the link number prompt.
    case numberedTab
}
