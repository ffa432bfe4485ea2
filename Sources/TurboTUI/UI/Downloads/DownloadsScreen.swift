/// A full screen over the page for downloads: the list of them (`D`), or
/// a `copiousoutput` viewer's text. Keys scroll it; Esc or q closes it.
enum DownloadsScreen: Equatable {
    case list(top: Int)
    /// `title` names the file and the command; `lines` are already safe for the terminal.
    case text(title: String, lines: [String], top: Int)

    var top: Int {
        switch self {
        case .list(let top), .text(_, _, let top): return top
        }
    }

    func scrolled(by rows: Int) -> DownloadsScreen {
        switch self {
        case .list(let top): return .list(top: max(top + rows, 0))
        case .text(let title, let lines, let top): return .text(title: title, lines: lines, top: max(min(top + rows, lines.count - 1), 0))
        }
    }
}
