/// The tree edits streams and frames make, each noted in a `DOMChanges`.
/// Only `Node`'s public methods touch the tree, so parents stay right.
struct DOMEdit {
    var changes = DOMChanges()
    /// Told about inserted content, so later streams find it by id at once.
    var index: ElementIDIndex?

    init(index: ElementIDIndex? = nil) {
        self.index = index
    }

    mutating func remove(_ node: Node) {
        guard let parent = node.parent else { return }
        node.removeFromParent()
        changes.noteRemoved(node, from: parent)
    }

    mutating func removeChildren(of node: Node) {
        for child in node.childNodes { changes.noteRemoved(child, from: node) }
        node.removeAllChildren()
    }

    mutating func append(_ nodes: [Node], to parent: Node) {
        for node in nodes {
            parent.appendChild(node)
            changes.noteInserted(node, into: parent)
            index?.noteInserted(node)
        }
    }

    mutating func insert(_ nodes: [Node], into parent: Node, at index: Int) {
        for (offset, node) in nodes.enumerated() {
            parent.insertChild(node, at: index + offset)
            changes.noteInserted(node, into: parent)
            self.index?.noteInserted(node)
        }
    }

    /// Before `reference`, among its siblings; nothing when it has no parent.
    mutating func insert(_ nodes: [Node], before reference: Node) {
        guard let parent = reference.parent else { return }
        insert(nodes, into: parent, before: reference)
    }

    mutating func insert(_ nodes: [Node], after reference: Node) {
        guard let parent = reference.parent else { return }
        insert(nodes, into: parent, before: reference.nextSibling)
    }

    /// Before `reference`, a child of `parent`; at the end when it is nil.
    mutating func insert(_ nodes: [Node], into parent: Node, before reference: Node?) {
        for node in nodes {
            parent.insertChild(node, before: reference)
            changes.noteInserted(node, into: parent)
            index?.noteInserted(node)
        }
    }

    mutating func setAttributes(of element: Element, to attributes: [Attribute]) {
        guard element.attributes != attributes else { return }
        for old in element.attributes where !attributes.contains(where: { $0.name == old.name }) {
            element.removeAttribute(old.name)
        }
        for attribute in attributes { element.setAttribute(attribute.name, attribute.value) }
        changes.updatedAttributes.append(element)
    }

    mutating func setText(of node: TextNode, to text: String) {
        guard node.text != text else { return }
        node.text = text
        changes.updatedText.append(node)
    }
}
