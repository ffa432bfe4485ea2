import HTML

/// The bookmark file's tags as the tokenizer hands them over, made into a
/// tree as they come: `<DL>` opens a list (the root's first, then the list of
/// the folder whose `<H3>` came last), `</DL>` closes it, and each `<DT>`
/// holds one `<A>` (a bookmark) or `<H3>` (a folder) whose text runs to its end
/// tag. A folder's list may follow a `<DD>` description, as Firefox writes it.
/// Descriptions and the attributes turbo-tui does not read are kept for the writer.
/// No recursion and no tree of elements: a list of the open folders.
struct BookmarkFileTokens: HTMLTokenSink {
    private(set) var bookmarks = Bookmarks()
    private(set) var listsOpened = 0
    private(set) var listsClosed = 0

    private enum Reading {
        case heading
        case bookmark(url: String, added: String?, others: [Attribute])
        case folder(added: String?, isToolbar: Bool, others: [Attribute])
        case description(of: BookmarkID)
    }

    /// The folders whose lists are open, innermost last.
    private var open: [BookmarkID] = []
    /// The folder read last whose list has not opened yet.
    private var folderAwaitingList: BookmarkID?
    /// After a `<DT>`, until its bookmark or folder starts.
    private var inEntry = false
    /// The item read last in the innermost list: a `<DD>` describes it.
    private var lastItem: BookmarkID?
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
            lastItem = nil
        case "dt":
            finishReading()
            inEntry = true
        case "dd":
            finishReading()
            inEntry = false
            reading = lastItem.map { .description(of: $0) }
        case "a" where inEntry && !open.isEmpty:
            finishReading()
            reading = .bookmark(url: attribute("href") ?? "", added: attribute("add_date"),
                                others: Self.others(tag.attributes, besides: ["href", "add_date"]))
        case "h3" where inEntry && !open.isEmpty:
            finishReading()
            reading = .folder(added: attribute("add_date"),
                              isToolbar: attribute("personal_toolbar_folder")?.lowercased() == "true",
                              others: Self.others(tag.attributes, besides: ["add_date", "personal_toolbar_folder"]))
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
        lastItem = nil
        _ = open.popLast()
    }

    /// What an exporter's attribute names are made of (the tokenizer lowercases them).
    private static let plainNameBytes = Set("abcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The attributes to keep as they came: plain names only (a name the
    /// tokenizer made of junk, a quote or a control character, is not one
    /// an exporter writes), values as one line, as titles are.
    private static func others(_ attributes: [Attribute], besides read: Set<String>) -> [Attribute] {
        attributes.compactMap { attribute in
            guard !read.contains(attribute.name), !attribute.name.isEmpty,
                  attribute.name.utf8.allSatisfy(plainNameBytes.contains)
            else { return nil }
            return Attribute(name: attribute.name, value: NetscapeBookmarkReader.clean(attribute.value))
        }
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
        case .bookmark(let url, let added, let others):
            lastItem = try? bookmarks.addBookmark(title: title, url: NetscapeBookmarkReader.clean(url),
                                                  added: NetscapeBookmarkReader.date(added), to: folder)
            lastItem.map { bookmarks.keep(others, for: $0) }
            folderAwaitingList = nil
        case .folder(let added, let isToolbar, let others):
            folderAwaitingList = try? bookmarks.addFolder(title: title, added: NetscapeBookmarkReader.date(added),
                                                          isToolbar: isToolbar, to: folder)
            lastItem = folderAwaitingList
            lastItem.map { bookmarks.keep(others, for: $0) }
        case .description(let item):
            if !title.isEmpty { bookmarks.keep(description: title, for: item) }
        }
    }
}
