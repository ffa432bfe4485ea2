import HTML
import Store

/// A bookmarks tree as indented lines (`folder Title`, `link Title <url>`),
/// so a test compares the whole tree at once; Python's reader prints the same.
enum BookmarkOutline {
    static func of(_ bookmarks: Bookmarks) -> [String] {
        var lines: [String] = []
        add(bookmarks.root.items, depth: 0, to: &lines)
        return lines
    }

    private static func add(_ items: [BookmarkItem], depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in items {
            switch item {
            case .bookmark(let bookmark): lines.append("\(indent)link \(bookmark.title) <\(bookmark.url)>")
            case .folder(let folder):
                lines.append("\(indent)folder \(folder.title)\(folder.isToolbar ? " (toolbar)" : "")")
                add(folder.items, depth: depth + 1, to: &lines)
            }
        }
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
