import HTML
/// A form field as rendered: its element (which the UI reads and edits),
/// its kind, and the screen region it occupies, in document order.
package struct FieldTarget {
    package let element: Element
    package let kind: FieldKind
    package let isDisabled: Bool
    /// First row and column of the field's region; `height` is more than one
    /// for a textarea. `width` is 0 when the field was not drawn.
    package internal(set) var line = 0
    package internal(set) var column = 0
    package internal(set) var width = 0
    package internal(set) var height = 0
    /// The numbers of the `<label>`s that label it, as their text's
    /// `Style.label` carries them: a click there reaches this field.
    package internal(set) var labels: [UInt16] = []

    package init(element: Element, kind: FieldKind, isDisabled: Bool) {
        self.element = element
        self.kind = kind
        self.isDisabled = isDisabled
    }

    /// Grows the region to cover a span drawn at `line`, `column`.
    package mutating func include(line spanLine: Int, column spanColumn: Int, width spanWidth: Int) {
        if width == 0 {
            (line, column, width, height) = (spanLine, spanColumn, spanWidth, 1)
            return
        }
        let right = max(column + width, spanColumn + spanWidth)
        column = min(column, spanColumn)
        width = right - column
        height = max(height, spanLine - line + 1)
    }
}
