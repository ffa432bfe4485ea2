/// "The appropriate place for inserting a node" (HTML §13.2.6.1): inside
/// `parent`, before `before` or, when nil, after its last child.
struct InsertionPlace {
    let parent: Node
    let before: Node?

    /// Inserts `node` here (it leaves its old parent first).
    func insert(_ node: Node) {
        node.removeFromParent() // first, so that the index below is where it lands
        guard let before, let index = parent.children.lastIndex(where: { $0 === before }) else {
            parent.appendChild(node)
            return
        }
        parent.insertChild(node, at: index)
    }

    /// "Insert a character": text joins the text node just before the place
    /// if there is one, so a run split by the tokenizer or by dropped
    /// characters becomes one node, as in a browser.
    func insertText(_ text: String) {
        if parent is Document { return }
        guard let before, let index = parent.children.lastIndex(where: { $0 === before }) else {
            return Self.appendText(text, to: parent)
        }
        if index > 0, let previous = parent.children[index - 1] as? TextNode {
            previous.text += text
        } else {
            parent.insertChild(TextNode(text), at: index)
        }
    }

    /// Text at the end of `parent`: joined to its last child if that is text.
    static func appendText(_ text: String, to parent: Node) {
        if let last = parent.children.last as? TextNode {
            last.text += text
        } else {
            parent.appendChild(TextNode(text))
        }
    }
}
