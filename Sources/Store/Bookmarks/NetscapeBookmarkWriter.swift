import FoundationEssentials

/// Writes the Netscape bookmark file as Chromium and Firefox export it, so
/// they and lynx or w3m import it: a `<DL><p>` per folder, `<DT><H3>` for a
/// folder's title, `<DT><A HREF ADD_DATE>` for a bookmark, everything escaped.
package enum NetscapeBookmarkWriter {
    package static func text(of bookmarks: Bookmarks) -> String {
        var text = """
            \(NetscapeBookmarkReader.doctype)
            <!-- Written by turbo-tui; browsers import it. Keep this shape when editing by hand. -->
            <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
            <TITLE>Bookmarks</TITLE>
            <H1>\(escape(bookmarks.root.title))</H1>

            """
        list(bookmarks.root.items, depth: 0, into: &text)
        return text
    }

    private static func list(_ items: [BookmarkItem], depth: Int, into text: inout String) {
        let indent = String(repeating: "    ", count: depth)
        text += "\(indent)<DL><p>\n"
        for item in items {
            switch item {
            case .bookmark(let bookmark):
                text += "\(indent)    <DT><A HREF=\"\(escape(bookmark.url))\"\(dateAttribute(bookmark.added))>\(escape(bookmark.title))</A>\n"
            case .folder(let folder):
                let toolbar = folder.isToolbar ? " PERSONAL_TOOLBAR_FOLDER=\"true\"" : ""
                text += "\(indent)    <DT><H3\(dateAttribute(folder.added))\(toolbar)>\(escape(folder.title))</H3>\n"
                list(folder.items, depth: depth + 1, into: &text)
            }
        }
        text += "\(indent)</DL><p>\n"
    }

    private static func dateAttribute(_ date: Date?) -> String {
        date.map { " ADD_DATE=\"\(Int64($0.timeIntervalSince1970))\"" } ?? ""
    }

    /// Text and attribute values alike: `&`, `<`, `>` and `"` as references, control characters gone.
    package static func escape(_ text: String) -> String {
        var result = ""
        for character in NetscapeBookmarkReader.clean(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
