import Render
/// Clicks follow links, use fields (also through their `<label>`s) and
/// press `[Done]`; the wheel scrolls. A click acts when the button comes
/// up on what it went down on (`MousePress`).
package enum MouseDispatch {
    package static func handle(_ mouse: MouseEvent, in browser: inout Browser) -> [BrowserEffect] {
        switch mouse.action {
        case .scrollUp: browser.state.scrollActivePage(by: -3)
        case .scrollDown: browser.state.scrollActivePage(by: 3)
        case .press:
            browser.state.mousePress = pressTarget(row: mouse.row, column: mouse.column, in: browser).map {
                MousePress(target: $0, stack: browser.state.activeStack, entryID: browser.state.activePage?.entryID)
            }
        case .release:
            guard let target = pressTarget(row: mouse.row, column: mouse.column, in: browser) else {
                browser.state.mousePress = nil
                return []
            }
            // ncurses folds a press and a release read together (a quick tap)
            // into one release: that is a click where it lands.
            guard let press = browser.state.mousePress else { return click(target, in: &browser) }
            browser.state.mousePress = nil
            guard press.stack == browser.state.activeStack, press.entryID == browser.state.activePage?.entryID,
                  target == press.target else { return [] }
            return click(target, in: &browser)
        }
        return []
    }

    /// What a click at (row, column) would act on, changing nothing.
    private static func pressTarget(row: Int, column: Int, in browser: Browser) -> MousePress.Target? {
        switch browser.state.mode {
        case .question: return nil
        case .help: return .help
        // The history and bookmarks views cover the page, as the downloads screen does.
        case .history, .bookmarks: return nil
        // The downloads screen covers the page: nothing under it is clickable.
        case .downloads: return nil
        default: break
        }
        if browser.state.showsTabLine, row == 0 {
            return TabLine(tabs: browser.state.tabs, columns: browser.state.size.columns).tab(atColumn: column).map(MousePress.Target.tab)
        }
        if let modal = browser.state.modal {
            if modal.isDismissible, browser.state.layout.doneLabel(modal.style).contains(row: row, column: column) { return .done }
            // The page under a modal is not clickable, as on a phone.
            guard browser.state.layout.modalPage(modal.style).contains(row: row, column: column) else { return nil }
        }
        let area = browser.state.activeArea
        guard area.contains(row: row, column: column), let page = browser.state.activePage else { return nil }
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

    private static func click(_ target: MousePress.Target, in browser: inout Browser) -> [BrowserEffect] {
        switch target {
        case .help:
            browser.state.overlay = nil
            return []
        case .done:
            return KeyDispatch.dismissModal(in: &browser)
        case .tab(let index):
            return TabActions.show(index, in: &browser)
        default:
            break
        }
        if browser.state.fieldInUse?.filePrompt == nil { browser.state.fieldInUse = nil }
        guard browser.state.activePage != nil else { return [] }
        switch target {
        case .link(let link):
            browser.state.changeActivePage { $0.focus = .link(link) }
            return browser.follow(link: link)
        case .field(let field): return browser.use(field: field)
        case .label(let field): return browser.use(field: field, labelled: true)
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
