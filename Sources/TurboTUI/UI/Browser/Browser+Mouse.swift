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
        guard area.contains(row: row, column: column), let page = state.activePage,
              let link = Self.link(in: page, row: page.scrollTop + row - area.row, column: column - area.column) else { return [] }
        state.activePage?.focusedLink = link
        return follow(link: link, on: page)
    }

    private static func link(in page: PageView, row: Int, column: Int) -> Int? {
        guard page.lines.indices.contains(row) else { return nil }
        var x = 0
        for span in page.lines[row].spans {
            if column >= x && column < x + span.width { return span.link }
            x += span.width
        }
        return nil
    }
}
