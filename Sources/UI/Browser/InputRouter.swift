import Render

/// Who takes a key, and what a click lands on, decided from the state and
/// changing nothing: the mode (`Mode`: a question first, then the field in
/// use, then the overlay), the keys the one before left pending
/// (`KeyPrefix`), the bindings in force, the screen's layout. `Browser+Keys`
/// then hands the input to that owner.
package enum InputRouter {
    package static func route(_ key: Key, after prefix: KeyPrefix, in state: BrowserState) -> KeyRoute {
        switch state.mode {
        case .question(let question): return .answer(question)
        case .optionList: return .optionList
        case .typing: return .fieldEditor
        case .prompt(let prompt) where prompt.kind == .filePath: return .filePrompt
        case .prompt(let prompt):
            // `gg`: the first g opened the go-to prompt; a second one, first
            // in it, completes the two-key binding instead of typing a g.
            if !prefix.keys.isEmpty, prompt.text.isEmpty, let command = state.keys.command(for: prefix.keys + [key]) {
                return .closePromptAndRun(command, count: prefix.count)
            }
            return .prompt
        case .history, .bookmarks: return .library
        case .downloads(let screen): return .downloads(screen)
        case .help(let top): return .help(top: top)
        case .image(let viewer): return .imageViewer(viewer)
        case .offer, .normal:
            // A file offer's s and v before the offer's own keys.
            if let purpose = DownloadKeys.purpose(of: key, in: state) { return .startOffered(purpose) }
            if case .offer = state.mode { return .offer }
            return .page
        }
    }

    /// What a click at (row, column) would act on: a link, a field, a label,
    /// Done, a tab, the help, the page, or nothing (a question or a view covers it).
    package static func target(ofClickAt row: Int, column: Int, in state: BrowserState) -> MousePress.Target? {
        switch state.mode {
        case .question(let question):
            return QuestionBox(question: question, layout: state.layout).answer(atRow: row, column: column).map { .answer(yes: $0) }
        case .help: return .help
        // The history and bookmarks views cover the page, as the downloads screen does.
        case .history, .bookmarks: return nil
        // The downloads screen and the image viewer cover the page: nothing under them is clickable.
        case .downloads, .image: return nil
        default: break
        }
        if state.showsTabLine, row == 0 {
            return TabLine(tabs: state.tabs, columns: state.size.columns).tab(atColumn: column).map(MousePress.Target.tab)
        }
        if let modal = state.modal {
            if modal.isDismissible, state.layout.doneLabel(modal.style).contains(row: row, column: column) { return .done }
            // The page under a modal is not clickable, as on a phone.
            guard state.layout.modalPage(modal.style).contains(row: row, column: column) else { return nil }
        }
        let area = state.activeArea
        guard area.contains(row: row, column: column), let page = state.activePage else { return nil }
        if let image = Self.image(in: page, row: page.scrollTop + row - area.row, column: column - area.column) { return image }
        guard let span = Self.span(in: page, row: page.scrollTop + row - area.row, column: column - area.column) else {
            return .page
        }
        if let link = span.link { return .link(link) }
        if let field = span.field { return .field(field) }
        if let label = span.style.label, let field = page.rendered.fields.firstIndex(where: { $0.labels.contains(label) }) {
            return .label(field: field)
        }
        return .page
    }

    /// What a click on any cell of an image's box acts on, as Enter on it
    /// would: the link its alt text stands in (on the box's first row), else
    /// the image itself when it is a focus stop (the viewer opens).
    private static func image(in page: PageView, row: Int, column: Int) -> MousePress.Target? {
        guard page.lines.indices.contains(row) else { return nil }
        let line = page.lines[row]
        guard let hit = line.imageRows.first(where: { image in
            let slot = image.slot
            return column >= slot.column && column < slot.column + max(slot.box.columns, image.row == 0 ? slot.labelColumns : 0)
        }) else { return nil }
        let slot = hit.slot
        let first = row - hit.row
        guard page.lines.indices.contains(first) else { return nil }
        if let link = page.lines[first].link(over: slot.column..<(slot.column + max(slot.labelColumns, 1))) { return .link(link) }
        let targets = page.targets
        return targets.images.indices.first { targets.images[$0] === slot && targets.row(of: .image($0)) == first }.map(MousePress.Target.image)
    }

    private static func span(in page: PageView, row: Int, column: Int) -> Span? {
        guard page.lines.indices.contains(row) else { return nil }
        var x = 0
        for span in page.lines[row].spans {
            if column >= x && column < x + span.width { return span }
            x += span.width
        }
        return nil
    }
}

/// The owner a key goes to (`InputRouter.route`).
package enum KeyRoute {
    /// The question over the page (y, n, Esc).
    case answer(Question)
    /// The open option list of the field in use.
    case optionList
    /// The field editor of the field being typed into.
    case fieldEditor
    /// A file field's path, typed in the status line.
    case filePrompt
    /// The status line's prompt (go to, search, link number, credentials, a bookmark's title).
    case prompt
    /// The second key of a binding whose first opened a prompt: the prompt closes and the command runs.
    case closePromptAndRun(KeyCommand, count: Int?)
    /// The history or bookmarks view.
    case library
    /// The downloads screen.
    case downloads(DownloadsScreen)
    /// `s` or `v` on the file on offer.
    case startOffered(Download.Purpose)
    /// The help screen, scrolled to `top`.
    case help(top: Int)
    /// The image viewer: `s` saves, Esc, `q` or Enter closes.
    case imageViewer(ImageViewer)
    /// An offer to open a URL elsewhere: its own keys, then the page's.
    case offer
    /// The page's bindings (`KeyMap`), with what the key before left pending.
    case page
}
