/// Which elements belong to a form: its descendants, and elements anywhere
/// in the document that name it with `form="id"`; a descendant naming
/// another form (or none that exists) belongs elsewhere. Tree order.
enum FormOwnership {
    static func fields(of form: Element) -> [Element] {
        root(of: form).descendantElements.filter { element in
            FormFieldKind(element) != nil && owner(of: element, in: form) === form
        }
    }

    /// The form `element` is associated with, looked up from `context`'s tree.
    static func owner(of element: Element, in context: Node) -> Element? {
        if let id = element.attribute("form") {
            let named = root(of: context).firstDescendant(where: { $0.attribute("id") == id })
            return named?.name == "form" ? named : nil
        }
        return element.closestAncestor(where: { $0.name == "form" })
    }

    static func root(of node: Node) -> Node {
        var current = node
        while let parent = current.parent { current = parent }
        return current
    }
}
