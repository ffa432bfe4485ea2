import Render
import Store
/// The bookmarks view (`B`, `--bookmarks`): the file's tree, a folder's
/// items indented under it when it is open (`[-]`) and hidden when it is
/// closed (`[+]`, with how many it holds), over the whole screen as the
/// help is. The selected row is reverse video and marked `>`, so it shows
/// without colour; folder names are bold, URLs in the link colour. The
/// bottom line asks for a step under way (a title, a delete, a destination).
package struct BookmarksView {
    package let list: BookmarkList
    package let bookmarks: Bookmarks
    package let size: ScreenSize

    package static func listRows(_ size: ScreenSize) -> Int { max(size.rows - 2, 1) }

    package func draw(into buffer: inout ScreenBuffer) {
        let header = ListTitle.style
        buffer.fill(row: 0, column: 0, count: size.columns, style: header)
        if case .moving(let id, let choice) = list.step {
            drawDestinations(moving: id, choice: choice, into: &buffer)
            return
        }
        buffer.write(" \(bookmarks.root.title)", row: 0, column: 0, style: header)
        let rows = list.rows(bookmarks)
        let visible = Self.listRows(size)
        if rows.isEmpty {
            buffer.write("  No bookmarks yet. On a page, a bookmarks it (or the focused link).", row: 1, column: 0, style: .plain)
        }
        let selected = list.selectedIndex(in: rows)
        let top = min(list.top, max(rows.count - visible, 0))
        for (offset, row) in rows.dropFirst(top).prefix(visible).enumerated() {
            draw(row, selected: top + offset == selected, at: offset + 1, into: &buffer)
        }
        drawBottomLine(into: &buffer)
    }

    private func draw(_ row: BookmarkRow, selected: Bool, at line: Int, into buffer: inout ScreenBuffer) {
        let extra: TextAttributes = selected ? [.reverse, .bold] : []
        if selected { buffer.fill(row: line, column: 0, count: size.columns, style: Style(attributes: extra)) }
        let indent = (selected ? "> " : "  ") + String(repeating: "    ", count: row.depth)
        var column = buffer.write(indent, row: line, column: 0, style: Style(attributes: extra))
        switch row.item {
        case .folder(let folder):
            let mark = row.isOpen ? "[-] " : "[+] "
            let count = row.isOpen ? "" : "  (\(folder.items.count))"
            buffer.write(mark + folder.title + count, row: line, column: column, style: Style(attributes: extra.union(.bold)))
        case .bookmark(let bookmark):
            column = buffer.write(bookmark.title.isEmpty ? "(no title)" : bookmark.title, row: line, column: column,
                                  style: Style(attributes: extra))
            buffer.write("  " + bookmark.url, row: line, column: column, style: Style(attributes: extra, role: .link))
        }
    }

    private func drawDestinations(moving id: BookmarkID, choice: Int, into buffer: inout ScreenBuffer) {
        let header = ListTitle.style
        let name = bookmarks.item(id).map { BookmarkList.describe($0, in: bookmarks) } ?? "item"
        buffer.write(" Move \(name) into:", row: 0, column: 0, style: header)
        let destinations = BookmarkList.destinations(for: id, in: bookmarks)
        let visible = Self.listRows(size)
        let top = max(choice - visible + 1, 0)
        for (offset, destination) in destinations.dropFirst(top).prefix(visible).enumerated() {
            let selected = top + offset == choice
            let style = Style(attributes: selected ? [.reverse, .bold] : [])
            if selected { buffer.fill(row: offset + 1, column: 0, count: size.columns, style: style) }
            buffer.write((selected ? "> " : "  ") + destination.path, row: offset + 1, column: 0, style: style)
        }
        buffer.write(" Enter: move here   Up/Down: choose   Esc: cancel", row: size.rows - 1, column: 0,
                     style: Style(attributes: .bold))
    }

    private func drawBottomLine(into buffer: inout ScreenBuffer) {
        let bottom = size.rows - 1
        let bold = Style(attributes: .bold)
        switch list.step {
        case .renaming(_, let prompt)?, .naming(_, let prompt)?:
            let end = buffer.write(prompt.label, row: bottom, column: 0, style: bold)
            let typed = buffer.write(prompt.text, row: bottom, column: end, style: .plain)
            buffer.write("_", row: bottom, column: typed, style: Style(attributes: .reverse))
            buffer.placeCursor(row: bottom, column: typed)
        case .confirmingDelete(let id)?:
            let name = bookmarks.item(id).map { BookmarkList.describe($0, in: bookmarks) } ?? "it"
            buffer.write("Delete \(name)? y: yes, other keys: no", row: bottom, column: 0,
                         style: Style(attributes: .bold, role: .error))
        case .moving?, nil:
            buffer.write(" Enter: open  T: new tab  d: delete  r: rename  m: move  n: folder  Esc: close", row: bottom,
                         column: 0, style: bold)
        }
    }
}
