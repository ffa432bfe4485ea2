/// Depth-first walks over elements in document order without recursion
/// (pages nest up to `HTMLParser.maximumDepth`), skipping what the DOM
/// keeps out of the document: the contents of `<template>`.
package enum DocumentWalk {
    /// `visit` returns false to stop the walk.
    package static func forEachElement(below root: Node, _ visit: (Element) -> Bool) {
        // The next sibling to visit at each level above the current one.
        var resume: [Node?] = []
        // Elements only: text held in place (`Element.inlineText`) is left as it is.
        var next = root.firstLinkedChild
        while true {
            guard let child = next else {
                guard let above = resume.popLast() else { return }
                next = above
                continue
            }
            next = child.nextSibling
            guard let element = child as? Element else { continue }
            if !visit(element) { return }
            if element.name != "template", let first = element.firstLinkedChild {
                resume.append(next)
                next = first
            }
        }
    }

    /// `getElementById`: the first element in document order with this id.
    package static func element(withID id: String, below root: Node) -> Element? {
        var found: Element?
        forEachElement(below: root) { element in
            if element.attribute("id") == id { found = element }
            return found == nil
        }
        return found
    }

    /// Whether `node` hangs below `root` (not removed, not in a template).
    package static func isConnected(_ node: Node, to root: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate === root { return true }
            if let element = candidate as? Element, element.name == "template", element !== node { return false }
            current = candidate.parent
        }
        return false
    }
}
