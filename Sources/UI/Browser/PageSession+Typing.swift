import HTML
import Turbo

/// Keys while typing into a field of the page. Every change is stored at
/// once in the page's values, so nothing typed depends on how editing ends.
extension PageSession {
    /// What a key typed into the field in use asks of the browser beyond the session.
    package enum Typing {
        case done
        /// Ctrl-E: the text to `$EDITOR`, for this field.
        case editExternally(text: String, Element)
        /// Enter in a one-line field sends its form (with this button, if any), as in a browser.
        case submit(form: Element, submitter: Element?)
        case message(StatusMessage)
    }

    /// A run of keys into the field being typed, edited at once and stored
    /// once: the keys that only edit (characters, line breaks in a textarea,
    /// deletions, cursor moves), up to the first that does more, which is
    /// left for `type(_:rows:)`. Returns how many were taken, and what the
    /// status line says (a field full).
    package mutating func type(run keys: ArraySlice<Key>) -> (consumed: Int, message: StatusMessage?) {
        guard let inUse = fieldInUse, var editor = inUse.editor, let shown = page, inUse.field(on: shown) != nil else { return (0, nil) }
        var consumed = 0
        var edited = false
        var message: StatusMessage?
        var rest = keys
        loop: while let key = rest.first {
            switch key {
            case .tab, .backTab, .control("e"), .escape: break loop
            case .enter where !editor.isMultiline: break loop
            default: break
            }
            // Characters (and a textarea's line breaks) go in together; other keys one by one.
            let run = editor.insert(run: rest)
            if run.taken > 0 {
                edited = edited || run.edited
                if run.full { message = FieldEditor.fullMessage }
                consumed += run.taken
                rest = rest.dropFirst(run.taken)
                continue
            }
            switch editor.handle(key) {
            case .edited: edited = true
            case .ignored: break
            case .full: message = FieldEditor.fullMessage
            case .finished: break loop
            }
            consumed += 1
            rest = rest.dropFirst()
        }
        if edited {
            fieldInUse?.use = .typing(editor)
            changePage { $0.set(.text(editor.text), for: inUse.element) }
        }
        return (consumed, message)
    }

    package mutating func type(_ key: Key, rows: Int) -> Typing {
        guard let inUse = fieldInUse, var editor = inUse.editor, let shown = page, inUse.field(on: shown) != nil else {
            fieldInUse = nil
            return .done
        }
        let element = inUse.element
        switch key {
        case .tab, .backTab:
            fieldInUse = nil
            _ = moveFocus(forward: key == .tab, onScreenOnly: false, rows: rows)
            return .done
        case .control("e"):
            fieldInUse = nil
            return .editExternally(text: editor.text, element)
        default:
            break
        }
        switch editor.handle(key) {
        case .edited:
            fieldInUse?.use = .typing(editor)
            changePage { $0.set(.text(editor.text), for: element) }
        case .ignored:
            break
        case .full:
            return .message(FieldEditor.fullMessage)
        case .finished:
            fieldInUse = nil
            // Enter in a one-line field submits implicitly; Esc only ends typing.
            guard key == .enter, let form = FieldOwner.form(of: element, in: shown.document) else { return .done }
            switch ImplicitSubmission(form: form) {
            case .press(let button): return .submit(form: form, submitter: button)
            case .submitWithoutButton: return .submit(form: form, submitter: nil)
            case .disabledDefaultButton: return .message(.info("Not sent: the form's button is disabled"))
            case .tooManyFields:
                return .message(.info("Not sent: no button, and more than one text field"))
            }
        }
        return .done
    }
}
