/// The DOM has no `cloneNode(true)`; a stream's template is copied once per
/// target, as Turbo does, so the template itself is never moved.
extension Node {
    /// A copy of this node and everything below it, without a parent.
    /// Iterative, so depth is no risk.
    package func deepClone() -> Node {
        let copy = shallowClone()
        guard let parentCopy = copy as? ParentNode else { return copy }
        var pending: [(source: Node, copy: ParentNode)] = [(self, parentCopy)]
        while let (source, target) = pending.popLast() {
            // Text held in place is copied in place, not made into nodes on both sides.
            if let element = source as? Element, let text = element.inlineText, let copy = target as? Element {
                copy.appendParsedText(text)
                continue
            }
            for child in source.childNodes {
                let childCopy = child.shallowClone()
                target.appendChild(childCopy)
                if child.hasChildren, let childCopy = childCopy as? ParentNode { pending.append((child, childCopy)) }
            }
        }
        return copy
    }

    private func shallowClone() -> Node {
        switch self {
        case let element as Element: return Element(name: element.name, namespace: element.namespace, attributes: element.attributes)
        case let text as TextNode: return TextNode(text.text)
        case let comment as Comment: return Comment(comment.data)
        case is Document: return Document()
        default: return Node()
        }
    }
}
