/// Clicks follow links, use fields (also through their `<label>`s) and
/// press `[Done]`; the wheel scrolls. A click acts when the button comes
/// up on what it went down on (`MousePress`).
extension Browser {
    mutating func handle(_ mouse: MouseEvent) -> [BrowserEffect] {
        switch mouse.action {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .press:
            state.mousePress = pressTarget(row: mouse.row, column: mouse.column).map {
                MousePress(target: $0, stack: state.activeStack, entryID: state.activePage?.entryID)
            }
        case .release:
            guard let target = pressTarget(row: mouse.row, column: mouse.column) else {
                state.mousePress = nil
                return []
            }
            // ncurses folds a press and a release read together (a quick tap)
            // into one release: that is a click where it lands.
            guard let press = state.mousePress else { return click(target) }
            state.mousePress = nil
            guard press.stack == state.activeStack, press.entryID == state.activePage?.entryID,
                  target == press.target else { return [] }
            return click(target)
        }
        return []
    }

    /// What a click at (row, column) would act on, changing nothing.
    private func pressTarget(row: Int, column: Int) -> MousePress.Target? {
        switch state.mode {
        case .question: return nil
        case .help: return .help
        // The history and bookmarks views cover the page, as the downloads screen does.
        case .history, .bookmarks: return nil
        // The downloads screen covers the page: nothing under it is clickable.
        case .downloads: return nil
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

    private mutating func click(_ target: MousePress.Target) -> [BrowserEffect] {
        switch target {
        case .help:
            state.overlay = nil
            return []
        case .done:
            return dismissModal()
        case .tab(let index):
            return TabActions.show(index, in: &self)
        default:
            break
        }
        if state.fieldInUse?.filePrompt == nil { state.fieldInUse = nil }
        guard let page = state.activePage else { return [] }
        switch target {
        case .link(let link):
            state.activePage?.focus = .link(link)
            return follow(link: link, on: page)
        case .field(let field): return activate(field: field)
        case .label(let field): return activate(labelledField: field)
        case .help, .done, .page, .tab: return []
        }
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
