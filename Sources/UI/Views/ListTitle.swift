import Render
/// The title line of a full-screen list (history, bookmarks, downloads):
/// bold and underlined over the whole row. Not reverse video as the page's
/// title bar is: the list's selected row, reverse video, is often the row
/// right below it, and two reverse rows read as one block, the selection
/// lost in the title.
package enum ListTitle {
    package static let style = Style(attributes: [.bold, .underline])
}
