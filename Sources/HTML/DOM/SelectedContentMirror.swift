import Base

/// Customizable `<select>`'s `<selectedcontent>`: it shows a copy of the
/// selected option's content. The parser runs "maybe clone an option into
/// selectedcontent" whenever it pops an `<option>` off the stack of open
/// elements (HTML §4.10.7, the option popping steps), so
/// `<select><button><selectedcontent></button><option>X` ends with "X" in
/// both the option and the selectedcontent.
///
/// Selectedness is read from the tree as it stands when the option is
/// popped: the parser never makes an option dirty, so the selectedness
/// setting algorithm's answer is the last option marked `selected`, else
/// the first enabled one of a drop-down. Each check walks only the part of
/// the select it needs: the options before the popped one, or those after it.
package enum SelectedContentMirror {
    /// `candidates`: the `<selectedcontent>` elements the parser made, in
    /// the order it made them (tree order unless the adoption agency moved one).
    package static func optionPopped(_ option: Element, candidates: [Element]) {
        guard let select = nearestSelect(of: option), !select.hasAttribute("multiple"),
              isSelected(option, in: select),
              let target = candidates.first(where: { isEnabled($0, for: select) }) else { return }
        target.removeAllChildren()
        for child in option.childNodes { target.appendChild(child.deepClone()) }
    }

    /// The option's "nearest ancestor select": none across a datalist, an
    /// hr, another option or a second optgroup.
    static func nearestSelect(of option: Element) -> Element? {
        var optgroups = 0
        var node = option.parent
        while let element = node as? Element {
            if element.namespace == .html {
                switch element.name {
                case "select": return element
                case "datalist", "hr", "option": return nil
                case "optgroup":
                    optgroups += 1
                    if optgroups > 1 { return nil }
                default: break
                }
            }
            node = element.parent
        }
        return nil
    }

    /// A selectedcontent mirrors its select only outside any option and with
    /// exactly one select around it (one in a nested select stays as written).
    static func isEnabled(_ selectedContent: Element, for select: Element) -> Bool {
        var owner: Element?
        var node = selectedContent.parent
        while let element = node as? Element {
            if element.namespace == .html {
                if element.name == "option" { return false }
                if element.name == "select" {
                    if owner != nil { return false }
                    owner = element
                }
            }
            node = element.parent
        }
        return owner === select
    }

    private static func isSelected(_ option: Element, in select: Element) -> Bool {
        if option.hasAttribute("selected") {
            // The last option marked selected wins.
            return !options(of: select, after: option).contains { $0.hasAttribute("selected") }
        }
        guard isDropDown(select) else { return false }
        var firstEnabled: Element?
        for candidate in options(of: select, after: nil) {
            if candidate.hasAttribute("selected") { return false }
            if firstEnabled == nil, !DisabledState.isDisabledOption(candidate) {
                firstEnabled = candidate
                if candidate !== option { return false }
            }
        }
        return firstEnabled === option
    }

    /// A select without `size` above 1 always has an option selected.
    private static func isDropDown(_ select: Element) -> Bool {
        (select.attribute("size").flatMap { HTMLInteger.parseNonNegative($0, atMost: 1 << 20) } ?? 1) <= 1
    }

    /// The select's list of options in tree order, from its start or from
    /// after `start` (whose own content is skipped): the option descendants
    /// whose nearest ancestor select is this one.
    private static func options(of select: Element, after start: Element?) -> some Sequence<Element> {
        var node: Node? = start.map { next(after: $0, skippingChildren: true, within: select) } ?? select.firstChild
        return AnyIterator<Element> {
            while let current = node {
                node = next(after: current, skippingChildren: false, within: select)
                if let element = current as? Element, element.namespace == .html, element.name == "option",
                   nearestSelect(of: element) === select {
                    return element
                }
            }
            return nil
        }
    }

    private static func next(after node: Node, skippingChildren: Bool, within root: Node) -> Node? {
        if !skippingChildren, let child = node.firstChild { return child }
        var current = node
        while current !== root {
            if let sibling = current.nextSibling { return sibling }
            guard let parent = current.parent else { return nil }
            current = parent
        }
        return nil
    }
}
