/// A node of the document tree that turbo-tui renders and that Turbo streams
/// and frames mutate. Reference semantics: a node has one parent and identity.
public class Node {
    /// Unowned rather than weak: a weak reference costs every node a side
    /// table, and a counted unowned one an atomic operation per link. A node
    /// clears its children's parent when it goes away (`deinit`), so the
    /// reference never dangles.
    public private(set) unowned(unsafe) var parent: Node?
    /// Changed only through the methods below, which keep `parent` right.
    public private(set) var children: [Node] = []

    init() {}

    deinit {
        for child in children { child.parent = nil }
    }

    /// Concatenated text of this node and its descendants, as `textContent`.
    public var textContent: String {
        var result = ""
        appendText(to: &result)
        return result
    }

    func appendText(to result: inout String) {
        for child in children { child.appendText(to: &result) }
    }

    public func appendChild(_ child: Node) {
        // A new node (what the parser appends) has no parent to leave.
        if child.parent != nil { child.removeFromParent() }
        child.parent = self
        // A first child gets an array made for it: `append` on the empty
        // array takes the general growth path (a uniqueness check, a copy
        // of nothing, the empty buffer released), and most elements have one.
        if children.isEmpty { children = [child] } else { children.append(child) }
    }

    public func insertChild(_ child: Node, at index: Int) {
        child.removeFromParent()
        child.parent = self
        children.insert(child, at: min(max(index, 0), children.count))
    }

    public func removeFromParent() {
        guard let parent else { return }
        // From the end: the parser moves and removes recent children.
        if let index = parent.children.lastIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        }
        self.parent = nil
    }

    /// Moves every child to the end of `other`'s children in one step (the
    /// adoption agency moves a block's whole content; one `appendChild` each
    /// would search the children list every time).
    func moveAllChildren(to other: Node) {
        for child in children { child.parent = other }
        other.children.append(contentsOf: children)
        children.removeAll()
    }

    public func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
    }

    /// Elements below this node in document order, depth first.
    public var descendantElements: [Element] {
        var result: [Element] = []
        collectElements(into: &result)
        return result
    }

    private func collectElements(into result: inout [Element]) {
        for child in children {
            if let element = child as? Element { result.append(element) }
            child.collectElements(into: &result)
        }
    }

    /// The first element below this node for which `predicate` holds, depth first.
    public func firstDescendant(where predicate: (Element) -> Bool) -> Element? {
        for child in children {
            if let element = child as? Element, predicate(element) { return element }
            if let found = child.firstDescendant(where: predicate) { return found }
        }
        return nil
    }

    /// The nearest ancestor element (not self) for which `predicate` holds.
    public func closestAncestor(where predicate: (Element) -> Bool) -> Element? {
        var node = parent
        while let current = node {
            if let element = current as? Element, predicate(element) { return element }
            node = current.parent
        }
        return nil
    }
}
