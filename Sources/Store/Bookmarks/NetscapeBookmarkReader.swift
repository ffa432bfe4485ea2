import FoundationEssentials
import HTML

/// Reads a Netscape bookmark file, the format every browser imports and
/// exports, with the HTML parser: the HTML5 tree builder puts a folder's
/// `<DL>` inside its `<DT>` (a `<dl>` start tag closes no `<dt>`), and a
/// `<DT>` ends the one before it, so the tree comes out as the folders nest.
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
        // Titles and URLs are escaped, so every `<DL` and `</DL` in the text is a tag: a file cut short has fewer ends.
        let lowered = text.lowercased()
        let opened = count(of: "<dl", in: lowered), closed = count(of: "</dl", in: lowered)
        guard opened > 0 else { return .failure(BookmarkFileDamage("it has no <DL> list of bookmarks")) }
        guard opened == closed else {
            return .failure(BookmarkFileDamage("\(opened) lists open and \(closed) close: it was cut short or edited by hand"))
        }
        let document = HTMLParser.parse(text)
        guard let list = document.firstDescendant(where: { $0.name == "dl" }) else {
            return .failure(BookmarkFileDamage("it has no <DL> list of bookmarks"))
        }
        let heading = document.firstDescendant { $0.name == "h1" }?.textContent
        var bookmarks = Bookmarks(title: heading.map(clean) ?? "Bookmarks")
        var root = bookmarks.root
        root.items = entries(of: list, ids: &bookmarks)
        bookmarks.setRoot(root)
        return .success(bookmarks)
    }

    private static func entries(of list: Element, ids: inout Bookmarks) -> [BookmarkItem] {
        var items: [BookmarkItem] = []
        let children = list.childElements
        for (index, child) in children.enumerated() where child.name == "dt" {
            let parts = child.childElements
            if let link = parts.first(where: { $0.name == "a" }) {
                items.append(.bookmark(Bookmark(id: ids.makeID(), title: clean(link.textContent),
                                                url: link.attribute("href").map(clean) ?? "",
                                                added: date(link.attribute("add_date")))))
            } else if let heading = parts.first(where: { $0.name == "h3" }) {
                // The folder's list is inside its <DT>, or after a <DD> description that closed the <DT>.
                let next = index + 1 < children.count ? children[index + 1] : nil
                let inner = parts.first { $0.name == "dl" }
                    ?? (next?.name == "dd" ? next?.childElements.first { $0.name == "dl" } : nil)
                    ?? (next?.name == "dl" ? next : nil)
                var folder = BookmarkFolder(id: ids.makeID(), title: clean(heading.textContent),
                                            added: date(heading.attribute("add_date")))
                folder.isToolbar = heading.attribute("personal_toolbar_folder")?.lowercased() == "true"
                if let inner { folder.items = entries(of: inner, ids: &ids) }
                items.append(.folder(folder))
            }
        }
        return items
    }

    /// Seconds since 1970 above this (the year 5138) are microseconds.
    package static let latestSeconds: Int64 = 100_000_000_000

    private static func date(_ text: String?) -> Date? {
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

    private static func count(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
