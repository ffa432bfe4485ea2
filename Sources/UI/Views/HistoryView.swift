import FoundationEssentials
import Base
import Render
import Store

/// The history view (`V`): every page visited, in this run and before,
/// newest first, each once at its latest visit; drawn over the whole screen
/// as the help is. The selected row is reverse video and marked `>`, so it
/// shows without colour; titles are plain, URLs in the link colour.
package struct HistoryView {
    package let list: HistoryList
    package let entries: [HistoryEntry]
    package let size: ScreenSize
    /// Local time by default; tests pass UTC.
    package var timeZone = MinuteStamp.Zone.local

    package init(list: HistoryList, entries: [HistoryEntry], size: ScreenSize, timeZone: MinuteStamp.Zone = .local) {
        self.list = list
        self.entries = entries
        self.size = size
        self.timeZone = timeZone
    }

    /// Rows between the title line and the bottom line.
    package static func listRows(_ size: ScreenSize) -> Int { max(size.rows - 2, 1) }

    package func draw(into buffer: inout ScreenBuffer) {
        let header = ListTitle.style
        let shown = list.shown(entries)
        buffer.fill(row: 0, column: 0, count: size.columns, style: header)
        let count = shown.count == 1 ? "1 page" : "\(shown.count) pages"
        let title = list.query.isEmpty ? " History: \(count), newest first" : " History: \(count) matching \"\(list.query)\""
        buffer.write(title, row: 0, column: 0, style: header)
        let rows = Self.listRows(size)
        if shown.isEmpty {
            let empty = list.query.isEmpty ? "  No visits yet (none are kept with --no-history)." : "  No visit matches \"\(list.query)\"."
            buffer.write(empty, row: 1, column: 0, style: .plain)
        }
        let selected = list.selectedIndex(in: shown)
        let top = min(list.top, max(shown.count - rows, 0))
        for (offset, entry) in shown.dropFirst(top).prefix(rows).enumerated() {
            let isSelected = top + offset == selected
            let extra: TextAttributes = isSelected ? [.reverse, .bold] : []
            let row = offset + 1
            if isSelected { buffer.fill(row: row, column: 0, count: size.columns, style: Style(attributes: extra)) }
            var column = buffer.write(isSelected ? "> " : "  ", row: row, column: 0, style: Style(attributes: extra))
            column = buffer.write(MinuteStamp.format(entry.time, in: timeZone) + "  ", row: row, column: column, style: Style(attributes: extra))
            let title = entry.title.isEmpty ? "(no title)" : entry.title
            column = buffer.write(title + "  ", row: row, column: column, style: Style(attributes: extra))
            buffer.write(entry.url, row: row, column: column, style: Style(attributes: extra, role: .link))
        }
        let bottom = size.rows - 1
        if list.searching {
            let end = buffer.write("/", row: bottom, column: 0, style: Style(attributes: .bold))
            let typed = buffer.write(list.query, row: bottom, column: end, style: .plain)
            buffer.write("_", row: bottom, column: typed, style: Style(attributes: .reverse))
            buffer.placeCursor(row: bottom, column: typed)
        } else {
            buffer.write(" Enter: open   T: new tab   /: search   Up/Down: move   Esc: close", row: bottom, column: 0,
                         style: Style(attributes: .bold))
        }
    }
}
