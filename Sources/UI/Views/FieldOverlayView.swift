import HTML
import Render
import Turbo
/// Draws over a page's fields what the user made of them: typed text,
/// choices, the field being edited with its cursor, and the submit button
/// busy while its form is in flight (its `data-turbo-submits-with` label).
package struct FieldOverlayView {
    package let page: PageView
    package let area: Rect
    /// The field being typed into.
    package let editor: Typing?

    package struct Typing {
        package let editor: FieldEditor
        /// Its place among the page's fields.
        package let field: Int
    }
    /// The submitter of the form in flight, and the label it shows meanwhile.
    package let busyButton: BusyButton?

    package func draw(into buffer: inout ScreenBuffer) {
        let fields = page.rendered.fields
        if !page.values.isEmpty {
            // One FormState per form and frame: building one walks the document.
            var states: [ObjectIdentifier: FormState] = [:]
            for index in fields.indices where index != editor?.field && isVisible(fields[index]) {
                let field = fields[index]
                // A radio shows off when another of its group was chosen.
                guard page.values[field.element] != nil || field.kind == .radio else { continue }
                let labels = field.kind == .select ? SelectOptions(field.element).options.map {
                    FormControlLabel.collapsed($0.attribute("label") ?? $0.textContent)
                } : []
                let rows = FieldValueRows.rows(for: field, value: value(of: field.element, states: &states), labels: labels)
                write(rows, at: field, style: style(of: index), into: &buffer)
            }
        }
        if let editor, fields.indices.contains(editor.field), isVisible(fields[editor.field]) {
            FieldEditorView(editor: editor.editor, field: fields[editor.field]).draw(at: origin(of: fields[editor.field]),
                                                                         limit: area.column + area.columns,
                                                                         visibleRows: area.rowRange, into: &buffer)
        }
        if let busyButton, fields.indices.contains(busyButton.field), isVisible(fields[busyButton.field]) {
            let field = fields[busyButton.field]
            let busy = Style(attributes: .dim, role: .disabled)
            var width = field.width
            if let label = busyButton.label {
                // The label is shown whole, even when longer than the button's own.
                width = max(width, TextWidth.columns(label) + 2)
                write([FieldValueRows.bracketed(Array(label), width: width, padding: " ")], at: field, style: busy, into: &buffer)
            }
            let (row, column) = origin(of: field)
            buffer.restyle(rows: row..<(row + 1), columns: column..<min(column + width, area.column + area.columns)) { _ in busy }
        }
    }

    private func value(of element: Element, states: inout [ObjectIdentifier: FormState]) -> FormValue? {
        guard let form = FieldOwner.form(of: element, in: page.document) else { return page.currentValue(of: element) }
        let key = ObjectIdentifier(form)
        if states[key] == nil { states[key] = FormState(form: form, values: page.values) }
        return states[key]?.value(of: element)
    }

    private func isVisible(_ field: FieldTarget) -> Bool {
        field.width > 0 && field.line + max(field.height, 1) > page.scrollTop && field.line < page.scrollTop + area.rows
    }

    private func origin(of field: FieldTarget) -> (row: Int, column: Int) {
        (area.row + field.line - page.scrollTop, area.column + field.column)
    }

    private func style(of index: Int) -> Style {
        let field = page.rendered.fields[index]
        var style = Style(role: .field)
        if field.kind == .text || field.kind == .password { style = style.adding(.underline) }
        if page.focusedField == index { style = style.adding(.reverse) }
        return style
    }

    private func write(_ rows: [String], at field: FieldTarget, style: Style, into buffer: inout ScreenBuffer) {
        let (row, column) = origin(of: field)
        for (offset, text) in rows.enumerated() where (area.row..<(area.row + area.rows)).contains(row + offset) {
            buffer.write(text, row: row + offset, column: column, style: style, limit: area.column + area.columns)
        }
    }
}

/// The submit button of the form in flight.
package struct BusyButton {
    package let field: Int
    /// `data-turbo-submits-with`, shown instead of the button's own label.
    package let label: String?
}
