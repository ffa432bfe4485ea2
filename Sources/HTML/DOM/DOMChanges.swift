/// What a stream action or a frame swap changed in a document, so that a
/// renderer can lay out again only those parts. Nodes are held strongly:
/// a removed node and its former parent stay valid to look at.
package struct DOMChanges {
    package struct Removal {
        package let node: Node
        /// The node it was a child of when it was taken out.
        package let formerParent: Node
    }

    /// Nodes put into the document, each the root of a new subtree.
    package internal(set) var inserted: [Node] = []
    package internal(set) var removed: [Removal] = []
    /// Elements kept (same identity) whose attributes changed, by a morph.
    package internal(set) var updatedAttributes: [Element] = []
    /// Text nodes kept whose text changed, by a morph.
    package internal(set) var updatedText: [TextNode] = []
    /// Nodes whose list of children changed: the smallest subtrees to lay
    /// out again. Each appears once.
    package private(set) var containers: [Node] = []
    private var containerIDs: Set<ObjectIdentifier> = []

    package init() {}

    package var isEmpty: Bool {
        inserted.isEmpty && removed.isEmpty && updatedAttributes.isEmpty && updatedText.isEmpty
    }

    package mutating func noteInserted(_ node: Node, into parent: Node) {
        inserted.append(node)
        noteContainer(parent)
    }

    package mutating func noteRemoved(_ node: Node, from parent: Node) {
        removed.append(Removal(node: node, formerParent: parent))
        noteContainer(parent)
    }

    package mutating func noteContainer(_ node: Node) {
        if containerIDs.insert(ObjectIdentifier(node)).inserted { containers.append(node) }
    }

    package mutating func merge(_ other: DOMChanges) {
        inserted += other.inserted
        removed += other.removed
        updatedAttributes += other.updatedAttributes
        updatedText += other.updatedText
        for container in other.containers { noteContainer(container) }
    }
}
