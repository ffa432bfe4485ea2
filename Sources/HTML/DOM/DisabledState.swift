/// Whether a form control is disabled: its own `disabled` attribute, or a
/// disabled `<fieldset>` around it, except inside that fieldset's first
/// `<legend>` child (HTML 4.10.18.5, a form control's "disabled").
package enum DisabledState {
    package static func isDisabled(_ element: Element) -> Bool {
        if element.hasAttribute("disabled") { return true }
        var child: Node = element
        while let parent = child.parent {
            if let fieldset = parent as? Element, fieldset.name == "fieldset", fieldset.hasAttribute("disabled"),
               !(child === fieldset.childElements.first(where: { $0.name == "legend" })) {
                return true
            }
            child = parent
        }
        return false
    }

    /// An option's own disabled state (HTML 4.10.10, as customizable
    /// `<select>` lets an option sit deeper than its optgroup): its own
    /// attribute, or its nearest `<optgroup>` ancestor's, looked for up to its
    /// select, `<hr>`, `<datalist>` or enclosing option. What a form's data, an
    /// option's selectedness and the option list read: a disabled select does
    /// not change them.
    package static func isDisabledOption(_ option: Element) -> Bool {
        if option.hasAttribute("disabled") { return true }
        var current = option.parent as? Element
        while let ancestor = current {
            switch ancestor.name {
            case "select", "hr", "datalist", "option": return false
            case "optgroup": return ancestor.hasAttribute("disabled")
            default: current = ancestor.parent as? Element
            }
        }
        return false
    }

    /// HTML's "actually disabled" (4.16.2), which `:disabled` and `:enabled`
    /// read. Since whatwg/html#12205 (2026; Chrome, Gecko and WebKit follow it,
    /// and soupsieve 4) an `<option>` or `<optgroup>` is also actually
    /// disabled when its nearest ancestor select is disabled, though its
    /// own disabled state (`isDisabledOption`) stays as it was.
    package static func isActuallyDisabled(_ element: Element) -> Bool {
        switch element.name {
        case "optgroup": element.hasAttribute("disabled") || nearestAncestorSelect(of: element).map(isDisabled) == true
        case "option": isDisabledOption(element) || nearestAncestorSelect(of: element).map(isDisabled) == true
        default: isDisabled(element)
        }
    }

    /// HTML's "option element nearest ancestor select", for an option or an
    /// optgroup: the select it belongs to, none when it sits in a
    /// `<datalist>`, an `<hr>`, another option or a second optgroup on the way.
    private static func nearestAncestorSelect(of element: Element) -> Element? {
        var seenOptgroup = false
        var current = element.parent as? Element
        while let ancestor = current {
            switch ancestor.name {
            case "select": return ancestor
            case "datalist", "hr", "option": return nil
            case "optgroup":
                if seenOptgroup { return nil }
                seenOptgroup = true
            default: break
            }
            current = ancestor.parent as? Element
        }
        return nil
    }
}
