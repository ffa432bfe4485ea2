import HTML
import Base
/// The options of a `<select>` (its option children and those of its
/// optgroup children, tree order) and which are selected, by HTML's
/// selectedness rules.
package struct SelectOptions {
    package let select: Element
    package let options: [Element]

    package init(_ select: Element) {
        self.select = select
        var options: [Element] = []
        for child in select.childElements {
            if child.name == "option" { options.append(child) }
            if child.name == "optgroup" { options += child.childElements.filter { $0.name == "option" } }
        }
        self.options = options
    }

    package var allowsMultiple: Bool { select.hasAttribute("multiple") }

    /// A drop-down (single, size 1) always has one option selected.
    package var isDropDown: Bool {
        !allowsMultiple && (select.attribute("size").flatMap { HTMLInteger.parseNonNegative($0, atMost: 1 << 20) } ?? 1) <= 1
    }

    package func selected(using values: FormValues) -> [Element] {
        if case .selected(let positions)? = values[select] {
            let chosen = positions.filter { options.indices.contains($0) }.sorted().map { options[$0] }
            return allowsMultiple ? chosen : Array(chosen.suffix(1))
        }
        let marked = options.filter { $0.hasAttribute("selected") }
        if allowsMultiple { return marked }
        if let last = marked.last { return [last] }
        guard isDropDown, let first = options.first(where: { !DisabledState.isDisabledOption($0) }) else { return [] }
        return [first]
    }

    /// `value` attribute, else the text with whitespace collapsed.
    package static func value(of option: Element) -> String {
        option.attribute("value") ?? option.textContent.split(whereSeparator: { $0.isHTMLWhitespace }).joined(separator: " ")
    }
}
