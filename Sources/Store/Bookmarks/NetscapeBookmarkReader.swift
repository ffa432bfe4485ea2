import FoundationEssentials
import HTML

/// Reads a Netscape bookmark file, the format every browser imports and
/// exports, from the HTML tokenizer's tags (`BookmarkFileTokens`), not the
/// tree builder: the tree builder caps nesting at `HTMLParser.maximumDepth`
/// (512 elements), so folders deeper than about 250 came out flattened and the
/// next save wrote them so (a file of 300 nested folders kept 253). The
/// folders nest as the `<DL>` and `</DL>` tags do, to any depth.
package enum NetscapeBookmarkReader {
    package static let doctype = "<!DOCTYPE NETSCAPE-Bookmark-file-1>"

    /// The tree, or why the text is not a bookmark file.
    package static func read(_ text: String) -> Result<Bookmarks, BookmarkFileDamage> {
        var start = Substring(text)
        if start.first == "\u{FEFF}" { start = start.dropFirst() }
        start = start.drop { $0.isWhitespace }
        guard start.prefix(doctype.count).lowercased() == doctype.lowercased() else {
            return .failure(BookmarkFileDamage("it does not start with \(doctype)"))
        }
        var tokens = BookmarkFileTokens()
        var tokenizer = HTMLTokenizer()
        tokenizer.feed(Array(text.utf8), into: &tokens)
        tokenizer.finish(into: &tokens)
        guard tokens.listsOpened > 0 else { return .failure(BookmarkFileDamage("it has no <DL> list of bookmarks")) }
        // Titles and URLs are escaped, so every `<DL>` and `</DL>` is a tag: a file cut short has fewer ends.
        guard tokens.listsOpened == tokens.listsClosed else {
            return .failure(BookmarkFileDamage(
                "\(tokens.listsOpened) lists open and \(tokens.listsClosed) close: it was cut short or edited by hand"))
        }
        return .success(tokens.bookmarks)
    }

    /// Seconds since 1970 above this (the year 5138) are microseconds.
    package static let latestSeconds: Int64 = 100_000_000_000

    static func date(_ text: String?) -> Date? {
        guard let text, let number = Int64(text.trimmingSpaces()), number > 0 else { return nil }
        // Chromium writes seconds; a few tools write microseconds, as Chromium keeps them inside.
        let seconds = number > latestSeconds ? number / 1_000_000 : number
        // Neither (still past the year 5138 as microseconds): no date. Kept, it would be
        // written as seconds and read back as microseconds, another date at each save
        // (the `bookmarks` fuzz target found it).
        guard seconds <= latestSeconds else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// One line of text with no control characters, as the file's writer keeps it.
    package static func clean(_ text: String) -> String {
        OneLineText.clean(text)
    }
}
