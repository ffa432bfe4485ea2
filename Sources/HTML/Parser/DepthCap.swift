/// Keeps a parsed tree at most `maximumDepth` deep: what lies deeper is
/// attached, in document order, to its deepest allowed ancestor (as Blink's
/// parser does). The passes after parsing (layout, styles, morphing, even
/// releasing the nodes) recurse over the tree, so hostile nesting such as
/// 100 000 `<div>`s must not reach them. Iterative, so any depth is safe here.
package enum DepthCap {
    /// True when something lay deeper and was moved up (the page says so, `PageNotice`).
    @discardableResult
    package static func apply(to root: Node, maximumDepth: Int) -> Bool {
        var flattened = false
        var pending: [(node: Node, depth: Int)] = [(root, 0)]
        while let (node, depth) = pending.popLast() {
            if depth >= maximumDepth - 1 {
                if let node = node as? ParentNode, flatten(node) { flattened = true }
                continue
            }
            for child in node.childNodes where child.hasChildren {
                pending.append((child, depth + 1))
            }
        }
        return flattened
    }

    /// Makes every descendant of `node` its child, in document order,
    /// merging text that ends up adjacent.
    private static func flatten(_ node: ParentNode) -> Bool {
        guard node.childNodes.contains(where: { $0.hasChildren }) else { return false }
        var order: [Node] = []
        var pending = Array(node.children.reversed())
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        for case let descendant as ParentNode in order { descendant.removeAllChildren() }
        node.removeAllChildren()
        for descendant in order {
            if let text = descendant as? TextNode, let last = node.lastChild as? TextNode {
                last.text += text.text
            } else {
                node.appendChild(descendant)
            }
        }
        return true
    }
}
