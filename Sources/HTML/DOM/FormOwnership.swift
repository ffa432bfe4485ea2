/// Which elements belong to a form: its descendants, and elements anywhere
/// in the document that name it with `form="id"`; a descendant naming
/// another form (or none that exists) belongs elsewhere. Tree order. One
/// walk of the document, ids looked up in an index built on first need.
package enum FormOwnership {
    package static func fields(of form: Element) -> [Element] {
        let all = root(of: form).descendantElements
        var firstByID: [String: Element]?
        return all.filter { element in
            guard FormFieldKind(element) != nil else { return false }
            guard let id = element.attribute("form") else {
                return element.closestAncestor(where: { $0.name == "form" }) === form
            }
            if firstByID == nil { firstByID = index(all) }
            return firstByID?[id] === form
        }
    }

    private static func index(_ elements: [Element]) -> [String: Element] {
        var result: [String: Element] = [:]
        for element in elements {
            if let id = element.attribute("id"), result[id] == nil { result[id] = element }
        }
        return result
    }

    package static func root(of node: Node) -> Node {
        var current = node
        while let parent = current.parent { current = parent }
        return current
    }
}
