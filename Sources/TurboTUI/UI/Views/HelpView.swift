/// `?`: every key, from the same table the keys are handled with.
struct HelpView {
    let size: ScreenSize
    let top: Int

    static var lines: [String] {
        let width = KeyBinding.all.map { TextWidth.columns($0.names) }.max() ?? 0
        return KeyBinding.all.map { binding in
            "  " + binding.names + String(repeating: " ", count: width - TextWidth.columns(binding.names) + 2) + binding.summary
        } + ["", "  Forms:"] + FieldKeyHelp.lines
          + ["", "  In a prompt: Enter accepts, Esc cancels, Backspace deletes, Ctrl-U clears.",
             "  Mouse: click a link or field to use it, click [Done] to close a modal, the wheel scrolls."]
    }

    func draw(into buffer: inout ScreenBuffer) {
        let header = Style(attributes: [.reverse, .bold])
        buffer.fill(row: 0, column: 0, count: size.columns, style: header)
        buffer.write(" turbo-tui keys (any other key closes this help)", row: 0, column: 0, style: header)
        let lines = Self.lines
        let rows = max(size.rows - 2, 1)
        let first = min(top, max(lines.count - rows, 0))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            buffer.write(line, row: offset + 1, column: 0, style: .plain)
        }
        let more = first + rows < lines.count ? "j/Space: more   " : ""
        buffer.write(" \(more)Esc: close", row: size.rows - 1, column: 0, style: Style(attributes: .bold))
    }
}
