import FoundationEssentials

/// One link in the bookmarks: `<DT><A HREF="…" ADD_DATE="…">title</A>`.
package struct Bookmark: Equatable, Sendable {
    package let id: BookmarkID
    package var title: String
    /// As written in the file: exported files hold `place:` and `javascript:` links too.
    package var url: String
    package var added: Date?
}
