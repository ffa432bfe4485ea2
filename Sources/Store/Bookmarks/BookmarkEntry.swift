import FoundationEssentials
import HTML

/// One item as `Bookmarks` stores it: its own fields and the ids of what it
/// holds, never the items themselves. A tree of nested values is destroyed,
/// compared and walked by recursion, one level per folder, and a file may
/// nest folders 100 000 deep; a table of entries is none of these.
struct BookmarkEntry: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case bookmark(url: String)
        /// `isToolbar`: `PERSONAL_TOOLBAR_FOLDER="true"`.
        case folder(isToolbar: Bool)
    }

    var kind: Kind
    var title: String
    var added: Date?
    /// nil only for the root.
    var parent: BookmarkID?
    /// A folder's items in order; empty for a bookmark.
    var children: [BookmarkID] = []
    /// What the file gave that turbo-tui does not read (`ICON`, `LAST_MODIFIED`,
    /// `TAGS`, `SHORTCUTURL`...), written back as it came: a save keeps what it read.
    var otherAttributes: [Attribute] = []
    /// The `<DD>` text after the item, written back after it.
    var description: String?
}
