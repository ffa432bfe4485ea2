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
///
/// Those walks are bounded by a budget of steps the caller keeps for the
/// whole parse: a select holding 100 000 nodes before 100 000 options would
/// otherwise cost their product, and a parse must stay linear in its input
/// (docs/hostile-input.md). Once it is spent, options are no longer mirrored.
package enum SelectedContentMirror {
    /// Steps a parse may spend on mirroring: far beyond any real select.
    package static let budget = 4_000_000

    /// `candidates`: the `<selectedcontent>` elements the parser made, in
    /// the order it made them (tree order unless the adoption agency moved one).
    package static func optionPopped(_ option: Element, candidates: [Element], budget: inout Int) {
        var steps = Steps(left: budget)
        defer { budget = max(steps.left, 0) }
        guard let select = nearestSelect(of: option, &steps), !select.hasAttribute("multiple"),
              isSelected(option, in: select, &steps),
              let target = candidates.first(where: { isEnabled($0, for: select, &steps) }),
              steps.left > 0 else { return }
        target.removeAllChildren()
        for child in option.childNodes { target.appendChild(child.deepClone()) }
    }

    /// The steps left; a walk stops when none are.
    struct Steps {
        var left: Int

        mutating func take() -> Bool {
            left -= 1
            return left > 0
        }
    }

    /// The option's "nearest ancestor select": none across a datalist, an
    /// hr, another option or a second optgroup.
    static func nearestSelect(of option: Element, _ steps: inout Steps) -> Element? {
        var optgroups = 0
        var node = option.parent
        while let element = node as? Element, steps.take() {
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
    static func isEnabled(_ selectedContent: Element, for select: Element, _ steps: inout Steps) -> Bool {
        var owner: Element?
        var node = selectedContent.parent
        while let element = node as? Element {
            guard steps.take() else { return false }
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

    private static func isSelected(_ option: Element, in select: Element, _ steps: inout Steps) -> Bool {
        if option.hasAttribute("selected") {
            // The last option marked selected wins.
            var markedLater = false
            forEachOption(of: select, after: option, &steps) { later in
                markedLater = later.hasAttribute("selected")
                return !markedLater
            }
            return !markedLater
        }
        guard isDropDown(select) else { return false }
        // A drop-down's first enabled option, when no option is marked.
        var firstEnabled: Element?
        var marked = false
        forEachOption(of: select, after: nil, &steps) { candidate in
            if candidate.hasAttribute("selected") {
                marked = true
                return false
            }
            if firstEnabled == nil, !DisabledState.isDisabledOption(candidate) {
                firstEnabled = candidate
                return candidate === option
            }
            return true
        }
        return !marked && firstEnabled === option
    }

    /// A select without `size` above 1 always has an option selected.
    private static func isDropDown(_ select: Element) -> Bool {
        (select.attribute("size").flatMap { HTMLInteger.parseNonNegative($0, atMost: 1 << 20) } ?? 1) <= 1
    }

    /// Visits the select's list of options in tree order, from its start or
    /// from after `start` (whose own content is skipped): the option
    /// descendants whose nearest ancestor select is this one, until `visit`
    /// answers false.
    private static func forEachOption(of select: Element, after start: Element?, _ steps: inout Steps,
                                      _ visit: (Element) -> Bool) {
        var node: Node? = start.map { next(after: $0, skippingChildren: true, within: select) } ?? select.firstChild
        while let current = node, steps.take() {
            node = next(after: current, skippingChildren: false, within: select)
            if let element = current as? Element, element.namespace == .html, element.name == "option",
               nearestSelect(of: element, &steps) === select, !visit(element) {
                return
            }
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
