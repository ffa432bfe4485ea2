/// Whether a form control is disabled: its own `disabled` attribute, or a
/// disabled `<fieldset>` around it, except inside that fieldset's first
/// `<legend>` child (HTML: "actually disabled").
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

    /// Options are disabled by their own attribute or their optgroup's.
    package static func isDisabledOption(_ option: Element) -> Bool {
        option.hasAttribute("disabled") || (option.parent as? Element).map { $0.name == "optgroup" && $0.hasAttribute("disabled") } == true
    }
}
