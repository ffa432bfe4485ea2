import Render
import Turbo
/// The whole screen drawn from the state: title line, page, status line,
/// the modal window over the page, the progress bar, or the help screen.
package enum BrowserView {
    package static func render(_ state: BrowserState) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: state.size)
        guard state.size.rows >= 3, state.size.columns >= 10 else {
            buffer.write("turbo-tui: the terminal is too small", row: 0, column: 0, style: .plain)
            return buffer
        }
        if case .help(let top) = state.mode {
            HelpView(size: state.size, top: top, keys: state.keys).draw(into: &buffer)
            return buffer
        }
        switch state.mode {
        case .history(let list):
            HistoryView(list: list, entries: state.visited.newestFirst, size: state.size).draw(into: &buffer)
            return buffer
        case .bookmarks(let list):
            BookmarksView(list: list, bookmarks: state.bookmarks, size: state.size).draw(into: &buffer)
            drawMessage(state, into: &buffer)
            return buffer
        case .image(let viewer):
            ImageViewerView(viewer: viewer, entry: state.activePage?.images[viewer.url], size: state.size,
                            drawsImages: state.activePage?.imageLayout != nil).draw(into: &buffer)
            drawMessage(state, into: &buffer)
            return buffer
        case .downloads(let screen):
            DownloadsView(downloads: state.downloads, screen: screen, size: state.size, now: state.now,
                          directory: state.downloads.directory).draw(into: &buffer)
            return buffer
        default: break
        }
        let layout = state.layout
        if state.showsTabLine {
            TabLineView(line: TabLine(tabs: state.tabs, columns: state.size.columns), row: 0, columns: state.size.columns)
                .draw(into: &buffer)
        }
        TitleBarView(page: state.stacks[.main].page, row: layout.titleRow, columns: state.size.columns).draw(into: &buffer)
        if let page = state.stacks[.main].page {
            PageAreaView(page: page, area: layout.mainPage, editor: editor(state, .main), busyButton: busyButton(state, .main),
                         visited: state.visited).draw(into: &buffer)
        }
        if let modal = state.modal {
            ModalFrameView(modal: modal, page: state.stacks[.modal].page, layout: layout, editor: editor(state, .modal),
                           busyButton: busyButton(state, .modal), visited: state.visited).draw(into: &buffer)
        }
        if let inUse = state.fieldInUse, let popup = inUse.optionList, let page = state.activePage, let field = inUse.field(on: page) {
            SelectPopupView(popup: popup, field: field, page: page, area: state.activeArea, screen: layout).draw(into: &buffer)
        }
        if let query = state.chrome.search, let page = state.activePage {
            SearchMatchView(query: query, page: page, area: state.activeArea, currentRow: state.chrome.searchRow).draw(into: &buffer)
        }
        if let inFlight = state.inFlight, state.showsProgressBar {
            let area = state.area(for: inFlight.stack)
            ProgressBarView(elapsed: inFlight.startedAt.duration(to: state.now), row: area.row, area: area).draw(into: &buffer)
        }
        if let question = state.question {
            QuestionView(question: question, layout: layout).draw(into: &buffer)
        }
        StatusLineView(state: state).draw(into: &buffer)
        return buffer
    }

    /// A message over the bookmarks view's bottom line (an edit done or
    /// refused, a damaged file at start), until the next key; a step under
    /// way keeps the line. A long one takes the rows above, as in the status line.
    private static func drawMessage(_ state: BrowserState, into buffer: inout ScreenBuffer) {
        guard case .bookmarks(let list) = state.mode, list.step == nil, let message = state.chrome.message else { return }
        let style = message.isError ? Style(attributes: .bold, role: .error) : Style(attributes: .bold)
        let lines = WordWrap.rows(message.text, width: state.size.columns, indent: 2).suffix(max(state.size.rows - 1, 1))
        for (offset, line) in lines.enumerated() {
            let row = state.size.rows - lines.count + offset
            buffer.fill(row: row, column: 0, count: state.size.columns, style: .plain)
            buffer.write(line, row: row, column: 0, style: style)
        }
    }

    /// The field typed into on `stack`'s page, and where it is drawn.
    private static func editor(_ state: BrowserState, _ stack: NavigationStackKind) -> FieldOverlayView.Typing? {
        guard stack == state.activeStack, let inUse = state.fieldInUse, let editor = inUse.editor,
              let page = state.activePage, let field = inUse.field(on: page) else { return nil }
        return FieldOverlayView.Typing(editor: editor, field: field)
    }

    private static func busyButton(_ state: BrowserState, _ stack: NavigationStackKind) -> BusyButton? {
        guard let pending = state.submitting, pending.prepared.stack == stack,
              pending.prepared.entryID == state.stacks[stack].page?.entryID,
              let submitter = pending.prepared.submitter,
              let field = state.stacks[stack].page?.fieldIndex(of: submitter) else { return nil }
        return BusyButton(field: field, label: pending.prepared.submission.submitsWith)
    }
}
