import Store

/// A bookmarks file as found on disk (read from the HTML tokenizer's tags): what is read
/// saves to a file that reads as the same tree, titles and URLs one line with no
/// control character.
enum BookmarksFileFuzz {
    static func run(_ bytes: [UInt8]) {
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self),
              case .success(let bookmarks) = NetscapeBookmarkReader.read(text) else { return }
        check(bookmarks.root)
        let saved = NetscapeBookmarkWriter.text(of: bookmarks)
        guard case .success(let again) = NetscapeBookmarkReader.read(saved) else {
            fatalError("the saved file does not read back")
        }
        FuzzCheck.require(again == bookmarks, "the saved file reads as another tree")
    }

    /// Every title and URL, folders walked with a list (a file may nest thousands deep).
    private static func check(_ root: BookmarkFolder) {
        oneLine(root.title)
        var folders = [root]
        while let folder = folders.popLast() {
            for item in folder.items {
                switch item {
                case .bookmark(let bookmark):
                    oneLine(bookmark.title)
                    oneLine(bookmark.url)
                case .folder(let inner):
                    oneLine(inner.title)
                    folders.append(inner)
                }
            }
        }
    }

    private static func oneLine(_ text: String) {
        FuzzCheck.require(!text.unicodeScalars.contains(where: OneLineText.isControl), "control character in \(text.debugDescription)")
    }
}
