/// "The appropriate place for inserting a node" (HTML §13.2.6.1): inside
/// `parent`, before `before` or, when nil, after its last child.
package struct InsertionPlace {
    package let parent: ParentNode
    package let before: Node?

    /// Inserts `node` here (it leaves its old parent first).
    package func insert(_ node: Node) {
        parent.insertChild(node, before: before)
    }

    /// "Insert a character": text joins the text node just before the place
    /// if there is one, so a run split by the tokenizer or by dropped
    /// characters becomes one node, as in a browser.
    package func insertText(_ text: String) {
        if parent is Document { return }
        guard let before, before.parent === parent else {
            return Self.appendText(text, to: parent)
        }
        if let previous = before.previousSibling as? TextNode {
            previous.text += text
        } else {
            parent.insertChild(TextNode(text), before: before)
        }
    }

    /// Text at the end of `parent`: joined to its last child if that is text.
    package static func appendText(_ text: String, to parent: ParentNode) {
        if !parent.joinLastText(text) { parent.appendChild(TextNode(text)) }
    }
}
