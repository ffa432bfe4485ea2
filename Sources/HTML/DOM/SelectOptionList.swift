import Base
/// A `<select>`'s list of options (its option children and those of its
/// optgroup children, tree order) and which of them its markup selects, by
/// HTML's selectedness setting algorithm: the last `selected` one of a
/// single-choice select, else a drop-down's first enabled option.
package struct SelectOptionList {
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

    package var selectedByMarkup: [Element] {
        let marked = options.filter { $0.hasAttribute("selected") }
        if allowsMultiple { return marked }
        if let last = marked.last { return [last] }
        guard isDropDown, let first = options.first(where: { !DisabledState.isDisabledOption($0) }) else { return [] }
        return [first]
    }
}
