import HTML
import Store

/// A bookmarks tree as indented lines (`folder Title`, `link Title <url>`),
/// so a test compares the whole tree at once; Python's reader prints the same.
enum BookmarkOutline {
    static func of(_ bookmarks: Bookmarks) -> [String] {
        levels(of: bookmarks).map { String(repeating: "  ", count: $0.depth) + $0.line }
    }

    /// Each item's depth and line, in file order, walked without recursion
    /// (a deep file's indented outline would be gigabytes of spaces).
    static func levels(of bookmarks: Bookmarks) -> [(depth: Int, line: String)] {
        var lines: [(depth: Int, line: String)] = []
        var open: [ArraySlice<BookmarkItem>] = [bookmarks.root.items[...]]
        while let depth = open.indices.last {
            guard let item = open[depth].popFirst() else {
                open.removeLast()
                continue
            }
            switch item {
            case .bookmark(let bookmark): lines.append((depth, "link \(bookmark.title) <\(bookmark.url)>"))
            case .folder(let folder):
                lines.append((depth, "folder \(folder.title)\(folder.isToolbar ? " (toolbar)" : "")"))
                open.append(folder.items[...])
            }
        }
        return lines
    }

    /// The same outline from Python's `html.parser`, an independent reader of the file we write.
    static let python = #"""
        import sys
        from html.parser import HTMLParser

        class Reader(HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.depth = -1
                self.text = None
                self.attrs = {}
                self.lines = []
            def handle_starttag(self, tag, attrs):
                if tag == "dl":
                    self.depth += 1
                elif tag in ("a", "h3"):
                    self.text = ""
                    self.attrs = dict(attrs)
            def handle_endtag(self, tag):
                indent = "  " * self.depth
                if tag == "dl":
                    self.depth -= 1
                elif tag == "a":
                    self.lines.append(f"{indent}link {self.text} <{self.attrs.get('href')}>")
                    self.text = None
                elif tag == "h3":
                    toolbar = " (toolbar)" if self.attrs.get("personal_toolbar_folder") == "true" else ""
                    self.lines.append(f"{indent}folder {self.text}{toolbar}")
                    self.text = None
            def handle_data(self, data):
                if self.text is not None:
                    self.text += data

        reader = Reader()
        reader.feed(open(sys.argv[1], encoding="utf-8").read())
        reader.close()
        print("\n".join(reader.lines))
        """#
}
