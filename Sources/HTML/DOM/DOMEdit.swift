/// The tree edits streams and frames make, each noted in a `DOMChanges`.
/// Only `Node`'s public methods touch the tree, so parents stay right.
package struct DOMEdit {
    package var changes = DOMChanges()
    /// Told about inserted content, so later streams find it by id at once.
    package var index: ElementIDIndex?

    package init(index: ElementIDIndex? = nil) {
        self.index = index
    }

    package mutating func remove(_ node: Node) {
        guard let parent = node.parent else { return }
        node.removeFromParent()
        changes.noteRemoved(node, from: parent)
    }

    package mutating func removeChildren(of node: Node) {
        guard let node = node as? ParentNode else { return }
        for child in node.childNodes { changes.noteRemoved(child, from: node) }
        node.removeAllChildren()
    }

    package mutating func append(_ nodes: [Node], to parent: ParentNode) {
        for node in nodes {
            parent.appendChild(node)
            changes.noteInserted(node, into: parent)
            index?.noteInserted(node)
        }
    }

    package mutating func insert(_ nodes: [Node], into parent: ParentNode, at index: Int) {
        for (offset, node) in nodes.enumerated() {
            parent.insertChild(node, at: index + offset)
            changes.noteInserted(node, into: parent)
            self.index?.noteInserted(node)
        }
    }

    /// Before `reference`, among its siblings; nothing when it has no parent.
    package mutating func insert(_ nodes: [Node], before reference: Node) {
        guard let parent = reference.parent else { return }
        insert(nodes, into: parent, before: reference)
    }

    package mutating func insert(_ nodes: [Node], after reference: Node) {
        guard let parent = reference.parent else { return }
        insert(nodes, into: parent, before: reference.nextSibling)
    }

    /// Before `reference`, a child of `parent`; at the end when it is nil.
    package mutating func insert(_ nodes: [Node], into parent: ParentNode, before reference: Node?) {
        for node in nodes {
            parent.insertChild(node, before: reference)
            changes.noteInserted(node, into: parent)
            index?.noteInserted(node)
        }
    }

    package mutating func setAttributes(of element: Element, to attributes: [Attribute]) {
        guard element.attributes != attributes else { return }
        for old in element.attributes where !attributes.contains(where: { $0.name == old.name }) {
            element.removeAttribute(old.name)
        }
        for attribute in attributes { element.setAttribute(attribute.name, attribute.value) }
        changes.updatedAttributes.append(element)
    }

    package mutating func setText(of node: TextNode, to text: String) {
        guard node.text != text else { return }
        node.text = text
        changes.updatedText.append(node)
    }
}
