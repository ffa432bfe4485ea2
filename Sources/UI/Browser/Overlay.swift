/// What stands over the page and takes keys before it, besides the field
/// in use (which belongs to the page's `PageSession`): one at a time.
package enum Overlay {
    /// A URL, a search or a link number typed in the status line.
    case prompt(Prompt)
    /// A yes/no dialog waiting for its answer.
    case question(Question)
    /// The key list, scrolled to `top`.
    case help(top: Int)
    case offer(ExternalOffer)
    /// The history view (`V`).
    case history(HistoryList)
    /// The bookmarks view (`B`, `--bookmarks`).
    case bookmarks(BookmarkList)
    /// The downloads list (`D`) or a `copiousoutput` viewer's text, over the whole screen.
    case downloads(DownloadsScreen)
    /// The image viewer, over the whole screen (`ImageViewer`).
    case image(ImageViewer)
}
