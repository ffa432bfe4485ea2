import Render
import Base
/// The bottom line, most urgent first: a prompt being typed, a message or
/// error, a load in progress, the focused link's URL, else a hint. Nothing
/// is cut at the right edge: a message too long for the line takes the rows
/// above it (until the next key); a hint drops its last keys whole (`?`
/// lists them all) rather than end mid-word.
package struct StatusLineView {
    package let state: BrowserState

    package init(state: BrowserState) {
        self.state = state
    }

    /// A message, or the key hints that stand in when there is none.
    package enum Content: Equatable {
        case message(String, Style)
        case hint([String])
    }

    package func draw(into buffer: inout ScreenBuffer) {
        let row = state.layout.statusRow
        let columns = state.size.columns
        buffer.fill(row: row, column: 0, count: columns, style: .plain)
        if let prompt = state.statusPrompt {
            let end = buffer.write(prompt.label, row: row, column: 0, style: Style(attributes: .bold))
            let typed = buffer.write(prompt.shownText, row: row, column: end, style: .plain)
            buffer.write("_", row: row, column: typed, style: Style(attributes: .reverse))
            buffer.placeCursor(row: row, column: typed)
            if let hint = Self.completionHint(prompt) {
                // Only when it fits whole after the cursor: the typed URL comes first.
                let start = typed + 3
                if start + TextWidth.columns(hint) <= columns { buffer.write(hint, row: row, column: start, style: Style(attributes: .dim)) }
            }
            return
        }
        let (text, style) = shown
        guard TextWidth.columns(text) > columns else {
            let end = buffer.write(text, row: row, column: 0, style: style)
            if let position, end + TextWidth.columns(position) + 1 < columns {
                buffer.write(position, row: row, column: columns - TextWidth.columns(position), style: .plain)
            }
            return
        }
        // Too long for one line: it takes the rows above, which the page gave up (`ScreenLayout.statusRows`).
        let rows = WordWrap.rows(text, width: columns, indent: 2).suffix(max(row - state.layout.statusTop + 1, 1))
        for (offset, line) in rows.enumerated() {
            let at = row - rows.count + 1 + offset
            buffer.fill(row: at, column: 0, count: columns, style: .plain)
            buffer.write(line, row: at, column: 0, style: style)
        }
    }

    /// The `g` prompt says how many visited URLs the text completes to, so
    /// Tab and Up are found; nothing when none does or the text is the only one.
    package static func completionHint(_ prompt: Prompt) -> String? {
        guard let completion = prompt.completion else { return nil }
        let matches = completion.matches(prompt.text)
        guard !matches.isEmpty, matches != [prompt.text] else { return nil }
        let count = matches.count == 1 ? "1 visited URL" : "\(matches.count) visited URLs"
        return "(\(count): Tab completes, Up/Down walk)"
    }

    /// Rows the line needs at the screen's width: one, or a message's wrapped rows.
    package var rows: Int {
        guard state.statusPrompt == nil else { return 1 }
        let text = shown.0
        guard TextWidth.columns(text) > state.size.columns else { return 1 }
        return WordWrap.rows(text, width: state.size.columns, indent: 2).count
    }

    /// The text drawn, hints fitted to the width.
    private var shown: (String, Style) {
        switch content {
        case .hint(let parts): return (Self.fitted(parts, columns: state.size.columns), .plain)
        case .message(let message, let style): return (message, style)
        }
    }

    /// The whole of what the line says, as one string (for tests and logs).
    package var text: String {
        switch content {
        case .message(let text, _): return text
        case .hint(let parts): return parts.joinedText(separator: Self.gap)
        }
    }

    private static let gap = "   "

    /// Hint parts at three spaces apart, closer when that makes them fit,
    /// and the last ones left out when even that does not.
    package static func fitted(_ parts: [String], columns: Int) -> String {
        for separator in [gap, "  ", " "] {
            let line = parts.joinedText(separator: separator)
            if TextWidth.columns(line) <= columns { return line }
        }
        var kept = parts
        while kept.count > 1, TextWidth.columns(kept.joinedText(separator: gap)) > columns { kept.removeLast() }
        return kept.joinedText(separator: gap)
    }

    package var content: Content {
        if let message = state.chrome.message {
            return .message(message.text, message.isError ? Style(attributes: .bold, role: .error) : .plain)
        }
        // The question takes every key: the page's hints would offer what it does not do.
        if state.question != nil { return .hint(["y: yes", "n or Esc: no", "a click answers too"]) }
        if let editor = state.fieldInUse?.editor {
            let done = editor.isMultiline ? ["Esc: done"] : editor.enterSendsForm ? ["Enter: send", "Esc: done"] : ["Enter or Esc: done"]
            return .hint(["Typing: \(done[0])"] + done.dropFirst() + ["Ctrl-E: $EDITOR", "Tab: next field"])
        }
        if state.fieldInUse?.optionList?.allowsMultiple == true { return .hint(["Space: choose", "Enter: done", "Esc: cancel"]) }
        if state.fieldInUse?.optionList != nil { return .hint(["Up/Down: move", "Enter: choose", "Esc: cancel"]) }
        if let pending = state.submitting {
            return .message("Sending the form to \(pending.prepared.submission.url.absoluteString) (Esc: cancel)", .plain)
        }
        if let loading = state.loading {
            return .message("\(state.stacks[loading.stack].visit.isPreparing ? "Preparing" : "Loading") \(loading.url.absoluteString) (Esc: cancel)", .plain)
        }
        if let progress = state.downloads.statusText(now: state.now) {
            return .message(progress, Style(attributes: .bold))
        }
        if let url = state.activePage?.focusedURL {
            return .message(url.absoluteString, Style(role: .link))
        }
        if let image = state.activePage?.focusedImage {
            return .message("Image \(image.url) (Enter or I: view it)", Style(role: .link))
        }
        if let hint = fieldHint { return .hint(hint) }
        if state.modal != nil {
            return .hint(state.modal?.isDismissible == true ? ["Esc: Done", "?: help"] : ["?: help"])
        }
        return .hint(["?: help", "q: quit", "Tab: next link", "g: go to URL"])
    }

    /// What Enter does on the focused field.
    private var fieldHint: [String]? {
        guard let page = state.activePage, let index = page.focusedField else { return nil }
        switch page.rendered.fields[index].kind {
        case .text, .password: return ["Enter: type in this field"]
        case .textarea: return ["Enter: type in this text box", "Ctrl-E: edit it in $EDITOR"]
        case .checkbox, .radio: return ["Space or Enter: choose"]
        case .select: return ["Enter: open the list of choices"]
        case .file: return ["Enter: choose a file to send"]
        case .submit: return ["Enter: send the form"]
        case .reset: return ["Enter: reset the form"]
        case .button: return ["A button for scripts: turbo-tui does not run them"]
        case .summary: return ["Enter: open or close these details"]
        }
    }

    /// How far down the page the reader is: the last line shown of how many,
    /// as less says it (a bare "84%" said nothing of the page's length).
    private var position: String? {
        guard let page = state.activePage, page.lines.count > state.activeArea.rows else { return nil }
        let bottom = min(page.scrollTop + state.activeArea.rows, page.lines.count)
        return "line \(bottom)/\(page.lines.count)"
    }
}
