/// Clicks follow links, use fields (also through their `<label>`s) and
/// press `[Done]`; the wheel scrolls.
extension Browser {
    mutating func handle(_ mouse: MouseEvent) -> [BrowserEffect] {
        switch mouse.action {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .click: return click(row: mouse.row, column: mouse.column)
        }
        return []
    }

    private mutating func click(row: Int, column: Int) -> [BrowserEffect] {
        if state.question != nil { return [] }
        if state.showingHelp {
            state.showingHelp = false
            return []
        }
        if let modal = state.modal {
            if modal.isDismissible, state.layout.doneLabel(modal.style).contains(row: row, column: column) {
                return dismissModal()
            }
            // The page under a modal is not clickable, as on a phone.
            guard state.layout.modalPage(modal.style).contains(row: row, column: column) else { return [] }
        }
        let area = state.activeArea
        state.editing = nil
        state.popup = nil
        guard area.contains(row: row, column: column), let page = state.activePage,
              let span = Self.span(in: page, row: page.scrollTop + row - area.row, column: column - area.column) else { return [] }
        if let link = span.link {
            state.activePage?.focus = .link(link)
            return follow(link: link, on: page)
        }
        if let field = span.field { return activate(field: field) }
        if let label = span.style.label, let field = page.rendered.fields.firstIndex(where: { $0.labels.contains(label) }) {
            return activate(labelledField: field)
        }
        return []
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
