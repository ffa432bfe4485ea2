import Render
import Turbo
/// The modal window: a frame over the dimmed page below, `[Done]` and the
/// page's title in its top border, and the modal's page inside.
package struct ModalFrameView {
    package let modal: ModalOverlay
    package let page: PageView?
    package let layout: ScreenLayout
    package var editor: FieldOverlayView.Typing?
    package var busyButton: BusyButton?
    package var visited = VisitedLinks()

    package func draw(into buffer: inout ScreenBuffer) {
        // The page below stays visible but steps back.
        buffer.restyle(rows: 0..<layout.statusRow, columns: 0..<layout.size.columns) { $0.adding(.dim) }
        let frame = layout.modalFrame(modal.style)
        let border = Style(role: .marker)
        let inner = max(frame.columns - 2, 0)
        for row in frame.rowRange {
            buffer.fill(row: row, column: frame.column, count: frame.columns, style: .plain)
        }
        let horizontal = String(repeating: "─", count: inner)
        buffer.write("┌" + horizontal + "┐", row: frame.row, column: frame.column, style: border)
        buffer.write("└" + horizontal + "┘", row: frame.row + frame.rows - 1, column: frame.column, style: border)
        for row in (frame.row + 1)..<(frame.row + frame.rows - 1) {
            buffer.write("│", row: row, column: frame.column, style: border)
            buffer.write("│", row: row, column: frame.column + frame.columns - 1, style: border)
        }
        drawTitle(frame: frame, into: &buffer)
        if let page {
            PageAreaView(page: page, area: layout.modalPage(modal.style), editor: editor, busyButton: busyButton,
                         visited: visited).draw(into: &buffer)
        }
    }

    private func drawTitle(frame: Rect, into buffer: inout ScreenBuffer) {
        let limit = frame.column + frame.columns - 2
        var x = frame.column + 2
        if modal.isDismissible {
            x = buffer.write(ScreenLayout.doneText, row: frame.row, column: x, style: Style(attributes: [.bold, .reverse]), limit: limit)
            x += 1
        }
        if let title = page?.title {
            x = buffer.write(" \(title) ", row: frame.row, column: x, style: Style(attributes: .bold), limit: limit)
        }
        if page?.staleBecause != nil {
            buffer.write(String(TitleBarView.staleText.dropFirst()) + " ", row: frame.row, column: x, style: Style(attributes: [.bold, .underline]),
                         limit: limit)
        }
    }
}
