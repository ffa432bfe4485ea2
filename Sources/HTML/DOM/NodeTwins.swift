/// A deep copy of a node and the way from each original element to its
/// copy, for state keyed by element identity (typed values, focus) that must
/// follow a page, or part of one, into its copy.
package struct NodeTwins {
    package let copy: Node
    private let counterparts: [ObjectIdentifier: Element]

    /// Walks the original and the copy side by side (they have the same
    /// shape), without recursion.
    package init(copying original: Node) {
        copy = original.deepClone()
        var counterparts: [ObjectIdentifier: Element] = [:]
        if let element = original as? Element, let twin = copy as? Element { counterparts[ObjectIdentifier(element)] = twin }
        var pending: [(Node, Node)] = [(original, copy)]
        while let (node, twin) = pending.popLast() {
            for (child, childTwin) in zip(node.childNodes, twin.childNodes) {
                if let element = child as? Element, let twinElement = childTwin as? Element {
                    counterparts[ObjectIdentifier(element)] = twinElement
                }
                if child.hasChildren { pending.append((child, childTwin)) }
            }
        }
        self.counterparts = counterparts
    }

    package func counterpart(of element: Element) -> Element? {
        counterparts[ObjectIdentifier(element)]
    }
}
