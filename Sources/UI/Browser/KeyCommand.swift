/// What a key asks the browser to do.
package enum KeyCommand: Equatable {
    case nextTarget, previousTarget
    case nextLinkOrScroll, previousLinkOrScroll
    case follow
    case back, forward
    case lineDown, lineUp, pageDown, pageUp, top, bottom
    case reload, goTo
    case search, searchNext, searchPrevious
    case startLinkNumber
    case toggleNumbers, viewSource, help
    /// `i`: images drawn, or their alt text (docs/images.md).
    case toggleImages
    /// `I`: the image viewer (`ImageViewer`).
    case viewImage
    /// `=`: the page's status, Turbo and path configuration (`PageInfo`).
    case pageInfo
    case quit, quitNow
    case escape
    case openExternally, copyURL
    case editExternally
    case suspend, redraw
    case downloads
    case history, bookmarks, addBookmark
    case halfPageDown, halfPageUp
    case setMark, goToMark

    /// A count typed before the key (`5j`) repeats these; `top` and `bottom`
    /// take it as a line number and `follow` as a link number instead, and
    /// the others ignore it.
    package var repeatsWithCount: Bool {
        switch self {
        case .nextTarget, .previousTarget, .nextLinkOrScroll, .previousLinkOrScroll, .lineDown, .lineUp,
             .pageDown, .pageUp, .halfPageDown, .halfPageUp, .searchNext, .searchPrevious:
            return true
        default:
            return false
        }
    }
    case openLinkInTab, openURLInTab, nextTab, previousTab, moveTabLeft, moveTabRight, closeTab
    /// Only named in the table: N then `t` / `T` are read by the link number prompt.
    case numberedTab
}
