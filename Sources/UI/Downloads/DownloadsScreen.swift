/// A full screen over the page for downloads (`Overlay.downloads`): the
/// list of them (`D`), one selected for `c` to cancel, or a
/// `copiousoutput` viewer's text. Keys scroll it; Esc or q closes it.
package enum DownloadsScreen: Equatable {
    /// `selected` is a `Download.id`, not a place in the list, which grows while it is shown.
    case list(top: Int, selected: Int?)
    /// `title` names the file and the command; `lines` are already safe for the terminal.
    case text(title: String, lines: [String], top: Int)

    /// Rows each download takes in the list: its name and state, then its path or URL.
    package static let rowsPerDownload = 2

    package var top: Int {
        switch self {
        case .list(let top, _), .text(_, _, let top): return top
        }
    }

    package var isList: Bool {
        if case .list = self { return true }
        return false
    }

    package func scrolled(by rows: Int) -> DownloadsScreen {
        switch self {
        case .list(let top, let selected): return .list(top: max(top + rows, 0), selected: selected)
        case .text(let title, let lines, let top): return .text(title: title, lines: lines, top: max(min(top + rows, lines.count - 1), 0))
        }
    }

    /// The list with the selection moved `step` downloads down (the list
    /// is newest first) and scrolled to keep it in the `visibleRows`.
    package func selecting(by step: Int, in downloads: [Download], visibleRows: Int) -> DownloadsScreen {
        guard case .list(let top, let selected) = self, !downloads.isEmpty else { return self }
        let shown = Array(downloads.reversed())
        let current = shown.firstIndex { $0.id == selected } ?? 0
        let index = min(max(current + step, 0), shown.count - 1)
        let row = index * Self.rowsPerDownload
        var newTop = top
        if row < top { newTop = row }
        if row + Self.rowsPerDownload > top + visibleRows { newTop = row + Self.rowsPerDownload - visibleRows }
        return .list(top: max(newTop, 0), selected: shown[index].id)
    }
}
