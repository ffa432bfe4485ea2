import Render
import Store
/// `?`: every key, from the same table the keys are handled with.
package struct HelpView {
    package let size: ScreenSize
    package let top: Int
    /// The bindings in force, not the table's defaults.
    package var keys = KeyMap.defaults

    /// Every line of the help at `width` columns: the grid of every key on
    /// the first screen (`HelpGrid`), the ways of fields and the mouse in
    /// short, then each key in full. A line too long for the screen goes on
    /// below, under its description, so nothing is cut off.
    package static func lines(width: Int, keys: KeyMap = .defaults) -> [String] {
        let short = [
            "  Fields: Enter types or presses, Space ticks, Esc ends typing. Questions: y/n",
            "  Mouse: a click acts where it lands, the wheel scrolls. All keys: docs/keys.md",
        ]
        return HelpGrid(keys: keys).rows(width: width) + [""] + short.flatMap { WordWrap.rows($0, width: width, indent: 4) }
            + ["", "  Every key in full:"] + details(width: width, keys: keys)
    }

    private static func details(width: Int, keys: KeyMap) -> [String] {
        let rows = keys.rows
        let keyWidth = rows.map { TextWidth.columns($0.names) }.max() ?? 0
        let bindings = rows.flatMap { binding in
            let line = "  " + binding.names + String(repeating: " ", count: keyWidth - TextWidth.columns(binding.names) + 2)
                + binding.summary
            return WordWrap.rows(line, width: width, indent: keyWidth + 4)
        }
        let notes = FieldKeyHelp.lines + [
            "", "  In a prompt: Enter accepts, Esc cancels, Backspace deletes, Ctrl-U clears; in the g prompt Up/Down and Tab complete from the history.",
            "  History (V) and bookmarks (B): Up/Down move, Enter opens, Esc closes; / searches the history; in the bookmarks Right/Left open and close a folder, d deletes, r renames, m moves, n makes a folder.",
            "  Ctrl-I is Tab to a terminal (one byte), so it focuses the next link; l goes forward. Keys are changed with bind lines in the config file (docs/keys.md).",
            "  On a file (not a page): s saves it into the downloads directory, v opens it with its mailcap viewer, y copies its URL, Esc cancels; D lists the downloads (j/k select one, c cancels it).",
            "  Mouse: click a link, field or image to use it (it acts when the button comes up where it went down), click [Done] to close a modal, the wheel scrolls.",
        ]
        return bindings + ["", "  Forms:"] + notes.flatMap { $0.isEmpty ? [""] : WordWrap.rows($0, width: width, indent: 4) }
    }

    package func draw(into buffer: inout ScreenBuffer) {
        let header = Style(attributes: [.reverse, .bold])
        buffer.fill(row: 0, column: 0, count: size.columns, style: header)
        let title = " turbo-tui keys   j/k, Space/b: scroll to the details   any other key: close"
        buffer.write(TextWidth.columns(title) <= size.columns ? title : " turbo-tui keys (j/k, Space/b scroll)", row: 0, column: 0,
                     style: header)
        let lines = Self.lines(width: size.columns, keys: keys)
        let rows = max(size.rows - 2, 1)
        let first = min(top, max(lines.count - rows, 0))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            buffer.write(line, row: offset + 1, column: 0, style: .plain)
        }
        let more = first + rows < lines.count ? "j/Space: more   " : ""
        buffer.write(" \(more)Esc: close", row: size.rows - 1, column: 0, style: Style(attributes: .bold))
    }
}
