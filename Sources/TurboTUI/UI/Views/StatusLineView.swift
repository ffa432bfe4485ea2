/// The bottom line, most urgent first: a prompt being typed, a message or
/// error, a load in progress, the focused link's URL, else a hint.
struct StatusLineView {
    let state: BrowserState

    func draw(into buffer: inout ScreenBuffer) {
        let row = state.layout.statusRow
        let columns = state.size.columns
        buffer.fill(row: row, column: 0, count: columns, style: .plain)
        if let prompt = state.prompt {
            let end = buffer.write(prompt.label, row: row, column: 0, style: Style(attributes: .bold))
            let typed = buffer.write(prompt.text, row: row, column: end, style: .plain)
            buffer.write("_", row: row, column: typed, style: Style(attributes: .reverse))
            return
        }
        let (text, style) = content
        let end = buffer.write(text, row: row, column: 0, style: style)
        if let position, end + TextWidth.columns(position) + 1 < columns {
            buffer.write(position, row: row, column: columns - TextWidth.columns(position), style: .plain)
        }
    }

    private var content: (String, Style) {
        if let message = state.message {
            return (message.text, message.isError ? Style(attributes: .bold, role: .error) : .plain)
        }
        if let editor = state.editing {
            let done = editor.isMultiline ? "Esc: done" : editor.enterSendsForm ? "Enter: send   Esc: done" : "Enter or Esc: done"
            return ("Typing: \(done)   Ctrl-E: $EDITOR   Tab: next field", .plain)
        }
        if state.popup?.allowsMultiple == true { return ("Space: choose   Enter: done   Esc: cancel", .plain) }
        if state.popup != nil { return ("Up/Down: move   Enter: choose   Esc: cancel", .plain) }
        if let pending = state.submitting {
            return ("Sending the form to \(pending.prepared.submission.url.absoluteString) (Esc: cancel)", .plain)
        }
        if let loading = state.loading {
            return ("\(loading.isPreparing ? "Preparing" : "Loading") \(loading.url.absoluteString) (Esc: cancel)", .plain)
        }
        if let url = state.activePage?.focusedURL {
            return (url.absoluteString, Style(role: .link))
        }
        if let hint = fieldHint { return (hint, .plain) }
        if state.modal != nil {
            return (state.modal?.isDismissible == true ? "Esc: Done   ?: help" : "?: help", .plain)
        }
        return ("?: help   q: quit   Tab: next link   g: go to URL", .plain)
    }

    /// What Enter does on the focused field.
    private var fieldHint: String? {
        guard let page = state.activePage, let index = page.focusedField else { return nil }
        switch page.rendered.fields[index].kind {
        case .text, .password: return "Enter: type in this field"
        case .textarea: return "Enter: type in this text box   Ctrl-E: edit it in $EDITOR"
        case .checkbox, .radio: return "Space or Enter: choose"
        case .select: return "Enter: open the list of choices"
        case .file: return "Enter: choose a file to send"
        case .submit: return "Enter: send the form"
        case .reset: return "Enter: reset the form"
        case .button: return "A button for scripts: turbo-tui does not run them"
        }
    }

    /// How far down the page the reader is.
    private var position: String? {
        guard let page = state.activePage, page.lines.count > state.activeArea.rows else { return nil }
        let bottom = min(page.scrollTop + state.activeArea.rows, page.lines.count)
        return "\(bottom * 100 / page.lines.count)%"
    }
}
