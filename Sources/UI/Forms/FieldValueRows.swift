import Render
import Turbo
/// How a field looks with the value the user gave it, in the region the
/// renderer laid out for it (the renderer draws the page's defaults): the
/// same brackets and widths, so the page does not move. Rows of text; the
/// view sanitizes them on writing.
package enum FieldValueRows {
    package static func rows(for field: FieldTarget, value: FormValue?, labels: [String] = []) -> [String] {
        let width = field.width
        switch (field.kind, value) {
        case (.checkbox, .checked(let on)?): return [on ? "[X]" : "[ ]"]
        case (.radio, .checked(let on)?): return [on ? "(*)" : "( )"]
        case (.password, .text(let text)?): return [bracketed(Array(String(repeating: "*", count: text.count)), width: width)]
        case (.text, .text(let text)?): return [bracketed(Array(text), width: width)]
        case (.textarea, .text(let text)?): return textarea(Array(text), field: field, top: 0)
        case (.select, .selected(let positions)?):
            let label = positions.last.flatMap { labels.indices.contains($0) ? labels[$0] : nil } ?? ""
            return [select(positions.count > 1 ? "\(positions.count) chosen" : label, width: width)]
        case (.file, .files(let files)?):
            let name = files.map(\.name).joined(separator: ", ")
            return [bracketed(Array(name.isEmpty ? "Browse..." : name), width: width, padding: " ")]
        default: return []
        }
    }

    /// `[text___]` at `width` columns, the text cut to fit.
    package static func bracketed(_ characters: [Character], width: Int, padding: Character = "_") -> String {
        let inner = max(width - 2, 0)
        let (visible, used) = TextWidth.prefix(characters, fitting: inner)
        return "[" + visible + String(repeating: padding, count: max(inner - used, 0)) + "]"
    }

    /// A select's face: `[label   v]`.
    package static func select(_ label: String, width: Int) -> String {
        let inner = max(width - 4, 0)
        let (visible, used) = TextWidth.prefix(label, fitting: inner)
        return "[" + visible + String(repeating: " ", count: max(inner - used, 0)) + " v]"
    }

    /// A textarea's rows from `top`, each padded to the box's width.
    package static func textarea(_ characters: [Character], field: FieldTarget, top: Int) -> [String] {
        let rows = TextRows.wrap(characters, width: max(field.width, 1))
        return (0..<max(field.height, 1)).map { offset in
            guard rows.indices.contains(top + offset) else { return String(repeating: " ", count: field.width) }
            let (visible, used) = TextWidth.prefix(characters[rows[top + offset]], fitting: field.width)
            return visible + String(repeating: " ", count: max(field.width - used, 0))
        }
    }
}
