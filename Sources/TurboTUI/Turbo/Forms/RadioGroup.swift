/// The radio buttons sharing a name and a form owner. At most one is
/// checked: the page's last `checked` one (each one checked while parsing
/// unchecks the others), unless the user chose, then the last of theirs.
struct RadioGroup {
    let members: [Element]

    init(containing radio: Element) {
        let name = radio.attribute("name") ?? ""
        guard !name.isEmpty else {
            members = [radio]
            return
        }
        let owner = FormOwnership.owner(of: radio, in: radio)
        let scope: Node = owner ?? FormOwnership.root(of: radio)
        members = FormOwnership.root(of: scope).descendantElements.filter { element in
            element.name == "input" && InputType.of(element) == "radio" && element.attribute("name") == name
                && FormOwnership.owner(of: element, in: radio) === owner
        }
    }

    func checked(using values: FormValues) -> Element? {
        let edited = members.filter { values[$0] != nil }
        if !edited.isEmpty {
            return edited.last(where: { values[$0] == .checked(true) })
        }
        return members.last(where: { $0.hasAttribute("checked") })
    }
}
