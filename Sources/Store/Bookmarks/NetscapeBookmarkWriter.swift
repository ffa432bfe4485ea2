import FoundationEssentials

/// Writes the Netscape bookmark file as Chromium and Firefox export it, so
/// they and lynx or w3m import it: a `<DL><p>` per folder, `<DT><H3>` for a
/// folder's title, `<DT><A HREF ADD_DATE>` for a bookmark, everything escaped;
/// the attributes and `<DD>` descriptions read and not used, as they came.
/// Every item is written, however deep: the folders are walked with a list
/// of the open ones, not by recursion.
package enum NetscapeBookmarkWriter {
    /// Indentation stops growing here: 100 000 nested folders indented four
    /// spaces a level would be 20 GB of spaces.
    package static let deepestIndent = 16

    package static func text(of bookmarks: Bookmarks) -> String {
        var text = """
            \(NetscapeBookmarkReader.doctype)
            <!-- Written by turbo-tui; browsers import it. Keep this shape when editing by hand. -->
            <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
            <TITLE>Bookmarks</TITLE>
            <H1>\(escape(bookmarks.root.title))</H1>

            """
        // Each open list: the items still to write.
        var open: [ArraySlice<BookmarkID>] = []
        func openList(_ folder: BookmarkID) {
            text += indent(open.count) + "<DL><p>\n"
            open.append(bookmarks.children(of: folder)[...])
        }
        openList(bookmarks.rootID)
        while let depth = open.indices.last {
            guard let id = open[depth].popFirst() else {
                open.removeLast()
                text += indent(depth) + "</DL><p>\n"
                continue
            }
            let prefix = indent(depth + 1)
            switch bookmarks.item(id) {
            case .bookmark(let bookmark)?:
                text += "\(prefix)<DT><A HREF=\"\(escape(bookmark.url))\"\(dateAttribute(bookmark.added))\(others(of: id, in: bookmarks))>"
                    + "\(escape(bookmark.title))</A>\n" + description(of: id, in: bookmarks, prefix: prefix)
            case .folder(let folder)?:
                let toolbar = folder.isToolbar ? " PERSONAL_TOOLBAR_FOLDER=\"true\"" : ""
                // In the order Chromium writes them: the toolbar mark last.
                text += "\(prefix)<DT><H3\(dateAttribute(folder.added))\(others(of: id, in: bookmarks))\(toolbar)>"
                    + "\(escape(folder.title))</H3>\n" + description(of: id, in: bookmarks, prefix: prefix)
                openList(id)
            case nil:
                break
            }
        }
        return text
    }

    /// The attributes read and not used (icons, tags, keywords), as they came.
    private static func others(of id: BookmarkID, in bookmarks: Bookmarks) -> String {
        bookmarks.otherAttributes(of: id).map { " \($0.name.uppercased())=\"\(escape($0.value))\"" }.joined()
    }

    private static func description(of id: BookmarkID, in bookmarks: Bookmarks, prefix: String) -> String {
        bookmarks.description(of: id).map { "\(prefix)<DD>\(escape($0))\n" } ?? ""
    }

    private static func indent(_ depth: Int) -> String {
        String(repeating: "    ", count: min(depth, deepestIndent))
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
