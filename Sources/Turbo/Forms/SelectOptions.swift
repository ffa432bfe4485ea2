import HTML
/// The options of a `<select>` (its option children and those of its
/// optgroup children, tree order) and which are selected, by HTML's
/// selectedness rules.
package struct SelectOptions {
    private let list: SelectOptionList

    package init(_ select: Element) {
        list = SelectOptionList(select)
    }

    package var select: Element { list.select }
    package var options: [Element] { list.options }
    package var allowsMultiple: Bool { list.allowsMultiple }
    /// A drop-down (single, size 1) always has one option selected.
    package var isDropDown: Bool { list.isDropDown }

    package func selected(using values: FormValues) -> [Element] {
        if case .selected(let positions)? = values[select] {
            let chosen = positions.filter { options.indices.contains($0) }.sorted().map { options[$0] }
            return allowsMultiple ? chosen : Array(chosen.suffix(1))
        }
        return list.selectedByMarkup
    }

    /// `value` attribute, else the text with whitespace collapsed.
    package static func value(of option: Element) -> String {
        option.attribute("value") ?? option.textContent.collapsingHTMLWhitespace()
    }
}
