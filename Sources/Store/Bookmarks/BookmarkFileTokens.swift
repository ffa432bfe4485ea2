import HTML

/// The bookmark file's tags as the tokenizer hands them over, made into a
/// tree as they come: `<DL>` opens a list (the root's first, then the list of
/// the folder whose `<H3>` came last), `</DL>` closes it, and each `<DT>`
/// holds one `<A>` (a bookmark) or `<H3>` (a folder) whose text runs to its end
/// tag. A folder's list may follow a `<DD>` description, as Firefox writes it.
/// No recursion and no tree of elements: a list of the open folders.
struct BookmarkFileTokens: HTMLTokenSink {
    private(set) var bookmarks = Bookmarks()
    private(set) var listsOpened = 0
    private(set) var listsClosed = 0

    private enum Reading {
        case heading
        case bookmark(url: String, added: String?)
        case folder(added: String?, isToolbar: Bool)
    }

    /// The folders whose lists are open, innermost last.
    private var open: [BookmarkID] = []
    /// The folder read last whose list has not opened yet.
    private var folderAwaitingList: BookmarkID?
    /// After a `<DT>`, until its bookmark or folder starts.
    private var inEntry = false
    private var reading: Reading?
    private var text = ""
    private var hasHeading = false

    var allowsCDATA: Bool { false }

    mutating func receive(_ token: consuming HTMLToken) -> TokenizerContentState? {
        switch token {
        case .startTag(let tag):
            return start(tag)
        case .endTag(let tag):
            switch tag.name {
            case "a", "h3", "h1": finishReading()
            case "dl": closeList()
            default: break
            }
        case .characters(let characters):
            if reading != nil { text += characters }
        case .endOfFile:
            finishReading()
        case .doctype, .comment:
            break
        }
        return nil
    }

    private mutating func start(_ tag: TagToken) -> TokenizerContentState? {
        func attribute(_ name: String) -> String? { tag.attributes.first { $0.name == name }?.value }
        switch tag.name {
        case "dl":
            finishReading()
            listsOpened += 1
            open.append(open.isEmpty ? bookmarks.rootID : folderAwaitingList ?? open[open.count - 1])
            folderAwaitingList = nil
            inEntry = false
        case "dt":
            finishReading()
            inEntry = true
        case "dd":
            finishReading()
            inEntry = false
        case "a" where inEntry && !open.isEmpty:
            finishReading()
            reading = .bookmark(url: attribute("href") ?? "", added: attribute("add_date"))
        case "h3" where inEntry && !open.isEmpty:
            finishReading()
            reading = .folder(added: attribute("add_date"),
                              isToolbar: attribute("personal_toolbar_folder")?.lowercased() == "true")
        case "h1" where !hasHeading && open.isEmpty:
            finishReading()
            hasHeading = true
            reading = .heading
        // What a browser does not read as markup: their text is not a title.
        case "title", "textarea": return .rcdata
        case "style", "xmp", "iframe", "noembed", "noframes": return .rawtext
        case "script": return .scriptData
        case "plaintext": return .plaintext
        default: break
        }
        return nil
    }

    private mutating func closeList() {
        finishReading()
        listsClosed += 1
        folderAwaitingList = nil
        inEntry = false
        _ = open.popLast()
    }

    /// The item whose text has just ended goes into the innermost open list.
    private mutating func finishReading() {
        guard let reading else { return }
        self.reading = nil
        inEntry = false
        let title = NetscapeBookmarkReader.clean(text)
        text = ""
        let folder = open.last ?? bookmarks.rootID
        switch reading {
        case .heading:
            try? bookmarks.rename(bookmarks.rootID, to: title)
        case .bookmark(let url, let added):
            _ = try? bookmarks.addBookmark(title: title, url: NetscapeBookmarkReader.clean(url),
                                           added: NetscapeBookmarkReader.date(added), to: folder)
            folderAwaitingList = nil
        case .folder(let added, let isToolbar):
            folderAwaitingList = try? bookmarks.addFolder(title: title, added: NetscapeBookmarkReader.date(added),
                                                          isToolbar: isToolbar, to: folder)
        }
    }
}
