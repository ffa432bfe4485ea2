/// Clicks follow links and press `[Done]`; the wheel scrolls.
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
              let target = Self.target(in: page, row: page.scrollTop + row - area.row, column: column - area.column) else { return [] }
        switch target {
        case .link(let link):
            state.activePage?.focus = target
            return follow(link: link, on: page)
        case .field(let field):
            return activate(field: field)
        }
    }

    private static func target(in page: PageView, row: Int, column: Int) -> FocusTarget? {
        guard page.lines.indices.contains(row) else { return nil }
        var x = 0
        for span in page.lines[row].spans {
            if column >= x && column < x + span.width {
                if let link = span.link { return .link(link) }
                return span.field.map(FocusTarget.field)
            }
            x += span.width
        }
        return nil
    }
}
