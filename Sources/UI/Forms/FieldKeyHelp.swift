/// The keys of form fields and dialogs, for the `?` screen and
/// docs/keys.md (a test keeps the page true to this list). `FieldEditor`,
/// `SelectPopup` and the question dialog handle them.
package struct FieldKeyHelp {
    package let names: String
    package let summary: String

    package static let all: [FieldKeyHelp] = [
        FieldKeyHelp(names: "Enter", summary: "on a text field or text box: start typing; on a button: send the form"),
        FieldKeyHelp(names: "Space, Enter", summary: "on a checkbox or radio button: choose it"),
        FieldKeyHelp(names: "Enter", summary: "on a select: open its list (Up/Down move, Space marks in a multiple select, Enter chooses, Esc cancels)"),
        FieldKeyHelp(names: "Enter", summary: "on a file field: type the path of the file to send"),
        FieldKeyHelp(names: "Enter", summary: "on a details' summary (▸ closed, ▾ open): open or close them"),
        FieldKeyHelp(names: "Left, Right, Home, End", summary: "while typing: move the cursor (Up/Down between lines of a text box)"),
        FieldKeyHelp(names: "Backspace, Delete", summary: "while typing: delete before / under the cursor"),
        FieldKeyHelp(names: "Ctrl-U", summary: "while typing: delete to the start of the line"),
        FieldKeyHelp(names: "Enter", summary: "while typing in a one-line field: done, and the form is sent through its first button, as a browser sends it"),
        FieldKeyHelp(names: "Esc", summary: "while typing: done, the text is kept, nothing is sent (Enter in a text box is a new line)"),
        FieldKeyHelp(names: "Tab, Shift-Tab", summary: "while typing: done, and on to the next / previous field"),
        FieldKeyHelp(names: "y, n, Esc", summary: "in a question: yes; no (nothing is sent)"),
    ]

    package static var lines: [String] {
        all.map { "  \($0.names): \($0.summary)" }
    }
}
