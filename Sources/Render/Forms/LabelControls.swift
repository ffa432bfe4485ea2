import HTML
/// The control a `<label>` labels (HTML's "labeled control"): the element
/// its `for` names, when that one is labelable (a `for` naming anything else
/// labels nothing), else its first labelable descendant. The ids of a page
/// are indexed once, when the first label with `for` asks.
package struct LabelControls {
    private var firstByID: [String: Element]?

    package init() {}

    /// Gives each field the numbers of the labels (in `labels`' order) whose
    /// control it is, replacing what it had: the renderer does this once a
    /// page's lines are final, the incremental layout after every splice.
    package static func connect(_ labels: [Element], to fields: inout [FieldTarget]) {
        for index in fields.indices where !fields[index].labels.isEmpty { fields[index].labels = [] }
        guard !labels.isEmpty else { return }
        var fieldIndex: [ObjectIdentifier: Int] = [:]
        for (index, field) in fields.enumerated() { fieldIndex[ObjectIdentifier(field.element)] = index }
        var controls = LabelControls()
        for (number, label) in labels.enumerated() {
            if let control = controls.control(of: label), let field = fieldIndex[ObjectIdentifier(control)] {
                fields[field].labels.append(UInt16(number))
            }
        }
    }

    package mutating func control(of label: Element) -> Element? {
        guard let id = label.attribute("for") else {
            return label.descendantElements.first(where: Self.isLabelable)
        }
        if firstByID == nil { firstByID = Self.index(FormOwnership.root(of: label)) }
        return firstByID?[id].flatMap { Self.isLabelable($0) ? $0 : nil }
    }

    package static func isLabelable(_ element: Element) -> Bool {
        switch element.name {
        case "button", "meter", "output", "progress", "select", "textarea": true
        case "input": element.attribute("type")?.lowercased() != "hidden"
        default: false
        }
    }

    private static func index(_ root: Node) -> [String: Element] {
        var result: [String: Element] = [:]
        for element in root.descendantElements {
            if let id = element.attribute("id"), result[id] == nil { result[id] = element }
        }
        return result
    }
}
