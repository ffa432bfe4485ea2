import Turbo
/// Where things go on a screen of a given size: the tab line on top while
/// there are tabs, the title line, the status line at the bottom, the page
/// between them, and the modal window over the page, sized by `modal_style`.
package struct ScreenLayout: Equatable {
    package let size: ScreenSize
    /// Rows the status line takes: more than one while a message too long
    /// for one line is shown whole, and the page makes room for it.
    package var statusRows = 1
    /// 1 while the tab line is shown (more than one tab, a modal or not), else 0.
    package var tabRows = 0
    /// The title line is below the tab line.
    package var titleRow: Int { tabRows }

    package var statusRow: Int { max(size.rows - 1, 0) }
    /// The first row of the status line.
    package var statusTop: Int { max(size.rows - extraStatusRows - 1, 0) }
    private var extraStatusRows: Int { min(max(statusRows - 1, 0), max(size.rows - 3, 0)) }
    package var mainPage: Rect {
        Rect(row: 1 + tabRows, column: 0, rows: max(size.rows - 2 - tabRows - extraStatusRows, 1), columns: max(size.columns, 1))
    }

    /// The modal's frame: it never covers the status line, nor the tab line
    /// (which tab the modal belongs to stays in sight).
    package func modalFrame(_ style: ModalStyle) -> Rect {
        var frame = modalFrameBelowTabs(style)
        frame.row += tabRows
        return frame
    }

    private func modalFrameBelowTabs(_ style: ModalStyle) -> Rect {
        let available = max(size.rows - 1 - extraStatusRows - tabRows, 3)
        let columns = size.columns
        func centred(widthShare: Double, heightShare: Double, minimumWidth: Int) -> Rect {
            let width = min(columns, max(minimumWidth, Int(Double(columns) * widthShare)))
            let height = min(available, max(5, Int(Double(available) * heightShare)))
            return Rect(row: (available - height) / 2, column: (columns - width) / 2, rows: height, columns: width)
        }
        switch style {
        case .full:
            return Rect(row: 0, column: 0, rows: available, columns: columns)
        case .large:
            return centred(widthShare: 0.9, heightShare: 0.9, minimumWidth: 20)
        case .medium:
            let height = min(available, max(5, available / 2))
            let width = min(columns, max(20, Int(Double(columns) * 0.9)))
            return Rect(row: available - height, column: (columns - width) / 2, rows: height, columns: width)
        case .pageSheet:
            return centred(widthShare: 0.7, heightShare: 0.8, minimumWidth: 40)
        case .formSheet:
            return centred(widthShare: 0.55, heightShare: 0.6, minimumWidth: 40)
        }
    }

    /// Inside the frame's border.
    package func modalPage(_ style: ModalStyle) -> Rect {
        let frame = modalFrame(style)
        return Rect(row: frame.row + 1, column: frame.column + 1, rows: max(frame.rows - 2, 1), columns: max(frame.columns - 2, 10))
    }

    /// The clickable `[Done]` in the frame's top border.
    package func doneLabel(_ style: ModalStyle) -> Rect {
        let frame = modalFrame(style)
        return Rect(row: frame.row, column: frame.column + 2, rows: 1, columns: Self.doneText.count)
    }

    package static let doneText = "[Done]"
}
