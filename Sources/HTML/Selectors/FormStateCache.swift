/// The form state that needs more than one element, worked out once per
/// matching pass: each select's selected options, each radio group's
/// checked member, each form's default button. Tested element by element,
/// each would walk its whole form or page again.
final class FormStateCache {
    private struct GroupKey: Hashable {
        let form: ObjectIdentifier?
        let name: String
    }

    private struct Selection {
        /// Held so that its address is not reused while the cache lives.
        let select: Element
        let chosen: Set<ObjectIdentifier>
    }

    private let context: any SelectorContext
    private var selections: [ObjectIdentifier: Selection] = [:]
    /// Built on first use from one walk of the page.
    private var groupsWithChecked: Set<GroupKey>?
    /// The one checked radio button of each group: the last the context
    /// calls checked, as parsing a `checked` radio unchecks the others.
    private var checkedRadios: Set<ObjectIdentifier> = []
    private var defaultButtons: Set<ObjectIdentifier>?
    /// The first element of each id, for `form="id"`.
    private var ids: [String: Element] = [:]
    /// The walked page, held for the same reason.
    private var root: Node?

    init(context: any SelectorContext) {
        self.context = context
    }

    /// An option in a select is selected as the context says; elsewhere (a
    /// `<datalist>`) by its `selected` attribute.
    func isSelected(_ option: Element) -> Bool {
        guard let select = Self.select(holding: option) else { return option.hasAttribute("selected") }
        let key = ObjectIdentifier(select)
        if selections[key] == nil {
            selections[key] = Selection(select: select, chosen: Set(context.selectedOptions(in: select).map(ObjectIdentifier.init)))
        }
        return selections[key]?.chosen.contains(ObjectIdentifier(option)) == true
    }

    private static func select(holding option: Element) -> Element? {
        guard let parent = option.parent as? Element else { return nil }
        if parent.name == "select" { return parent }
        if parent.name == "optgroup", let outer = parent.parent as? Element, outer.name == "select" { return outer }
        return nil
    }

    /// A radio button without a name is a group of its own.
    func radioGroupHasChecked(_ radio: Element) -> Bool {
        guard let name = radio.attribute("name"), !name.isEmpty else { return context.isChecked(radio) }
        if groupsWithChecked == nil { walk(FormOwnership.root(of: radio)) }
        return groupsWithChecked?.contains(GroupKey(form: Self.formOwner(of: radio, ids: ids).map(ObjectIdentifier.init), name: name)) == true
    }

    func isCheckedRadio(_ radio: Element) -> Bool {
        guard let name = radio.attribute("name"), !name.isEmpty else { return context.isChecked(radio) }
        if groupsWithChecked == nil { walk(FormOwnership.root(of: radio)) }
        return checkedRadios.contains(ObjectIdentifier(radio))
    }

    /// The first submit button of its form, the one Enter presses.
    func isDefaultButton(_ element: Element) -> Bool {
        guard Self.isSubmitButton(element) else { return false }
        if defaultButtons == nil { walk(FormOwnership.root(of: element)) }
        return defaultButtons?.contains(ObjectIdentifier(element)) == true
    }

    private func walk(_ root: Node) {
        self.root = root
        ids = [:]
        var controls: [Element] = []
        DocumentWalk.forEachElement(below: root) { element in
            if let id = element.attribute("id"), ids[id] == nil { ids[id] = element }
            if element.name == "input" || element.name == "button" { controls.append(element) }
            return true
        }
        var lastChecked: [GroupKey: ObjectIdentifier] = [:]
        var buttons = Set<ObjectIdentifier>()
        var formsWithButton = Set<ObjectIdentifier>()
        for control in controls where control.namespace == .html {
            let owner = Self.formOwner(of: control, ids: ids).map(ObjectIdentifier.init)
            if control.name == "input", InputType.of(control) == "radio", let name = control.attribute("name"), !name.isEmpty,
               context.isChecked(control) {
                lastChecked[GroupKey(form: owner, name: name)] = ObjectIdentifier(control)
            }
            if Self.isSubmitButton(control), let owner, formsWithButton.insert(owner).inserted {
                buttons.insert(ObjectIdentifier(control))
            }
        }
        groupsWithChecked = Set(lastChecked.keys)
        checkedRadios = Set(lastChecked.values)
        defaultButtons = buttons
    }

    /// `form="id"` names the owner (none if that is not a form), else the nearest form around.
    private static func formOwner(of control: Element, ids: [String: Element]) -> Element? {
        if let id = control.attribute("form") {
            guard let named = ids[id], named.name == "form" else { return nil }
            return named
        }
        return control.closestAncestor { $0.name == "form" && $0.namespace == .html }
    }

    /// A `<button>` whose type is missing or unknown submits, unless it
    /// commands another element (`commandfor`); so do submit and image inputs.
    private static func isSubmitButton(_ element: Element) -> Bool {
        guard element.namespace == .html else { return false }
        if element.name == "input" { return ["submit", "image"].contains(InputType.of(element)) }
        guard element.name == "button" else { return false }
        switch element.attribute("type").map(ASCIICase.lowercased) {
        case "submit": return true
        case "reset", "button": return false
        case nil: return !element.hasAttribute("commandfor") && !element.hasAttribute("command")
        default: return true
        }
    }
}
