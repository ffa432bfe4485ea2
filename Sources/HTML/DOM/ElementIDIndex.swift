/// `getElementById` in constant time for a page that streams keep
/// changing: built by one walk on first use, told about the content that
/// streams insert, and checked on every lookup (the element must still
/// carry the id and hang in the page), so edits made elsewhere (a frame
/// swap, a morph) cannot make it answer wrongly; an id it does not know
/// falls back to a walk. With duplicate ids, which HTML forbids, an
/// element inserted by others may win over an earlier one.
/// One per shown page, kept beside its `Document`.
package final class ElementIDIndex {
    private let root: Node
    private var elements: [String: [Element]] = [:]
    private var isBuilt = false

    package init(root: Node) {
        self.root = root
    }

    package func element(withID id: String) -> Element? {
        buildIfNeeded()
        if let candidates = elements[id] {
            let live = candidates.filter { $0.attribute("id") == id && DocumentWalk.isConnected($0, to: root) }
            elements[id] = live.isEmpty ? nil : live
            if live.count == 1 { return live[0] }
        }
        // Unknown, gone, or several: the walk gives document order.
        guard let found = DocumentWalk.element(withID: id, below: root) else { return nil }
        if !(elements[id]?.contains { $0 === found } ?? false) { elements[id, default: []].append(found) }
        return found
    }

    /// Indexes the ids in a subtree just put into the page.
    package func noteInserted(_ node: Node) {
        guard isBuilt else { return }
        if let element = node as? Element { add(element) }
        DocumentWalk.forEachElement(below: node) { element in
            add(element)
            return true
        }
    }

    private func buildIfNeeded() {
        guard !isBuilt else { return }
        isBuilt = true
        DocumentWalk.forEachElement(below: root) { element in
            add(element)
            return true
        }
    }

    private func add(_ element: Element) {
        guard let id = element.attribute("id"), !id.isEmpty else { return }
        elements[id, default: []].append(element)
    }
}
