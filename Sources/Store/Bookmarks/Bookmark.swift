import FoundationEssentials

/// One link in the bookmarks: `<DT><A HREF="…" ADD_DATE="…">title</A>`.
public struct Bookmark: Equatable, Sendable {
    public let id: BookmarkID
    public var title: String
    /// As written in the file: exported files hold `place:` and `javascript:` links too.
    public var url: String
    public var added: Date?
}
