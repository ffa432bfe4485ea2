import HTML
/// The radio buttons of one form, grouped by name. At most one per group
/// is checked: the page's last `checked` one (each one checked while
/// parsing unchecks the others), unless the user chose, then the last of
/// theirs. Built once per form, so a form of many radios stays linear.
package struct RadioGroups {
    private var members: [String: [Element]] = [:]
    private var checked: [String: ObjectIdentifier] = [:]

    package init(fields: [Element], values: FormValues) {
        for field in fields where field.name == "input" && InputType.of(field) == "radio" {
            guard let name = field.attribute("name"), !name.isEmpty else { continue }
            members[name, default: []].append(field)
        }
        for (name, radios) in members {
            let edited = radios.filter { values[$0] != nil }
            let chosen = edited.isEmpty ? radios.last(where: { $0.hasAttribute("checked") })
                : edited.last(where: { values[$0] == .checked(true) })
            if let chosen { checked[name] = ObjectIdentifier(chosen) }
        }
    }

    /// A radio without a name is a group of its own: checked by the edit, else its attribute.
    package func isChecked(_ radio: Element, values: FormValues) -> Bool {
        guard let name = radio.attribute("name"), !name.isEmpty else {
            if case .checked(let on)? = values[radio] { return on }
            return radio.hasAttribute("checked")
        }
        return checked[name] == ObjectIdentifier(radio)
    }

    package func group(of radio: Element) -> [Element] {
        radio.attribute("name").flatMap { members[$0] } ?? [radio]
    }

    package func hasChecked(_ radio: Element, values: FormValues) -> Bool {
        group(of: radio).contains { isChecked($0, values: values) }
    }
}
