import HTML
/// Changes whose effect reaches beyond their place in the page: a
/// `<style>` (the style rules), a `<base>` (every link's URL), a `<title>`.
package struct DocumentWideChange {
    package private(set) var needsWholePage = false
    package private(set) var touchesTitle = false

    package init(_ changes: DOMChanges) {
        for node in changes.inserted { note(subtree: node) }
        for removal in changes.removed { note(subtree: removal.node); note(ancestorsOf: removal.formerParent) }
        for node in changes.containers { note(ancestorsOf: node) }
        for element in changes.updatedAttributes { note(ancestorsOf: element) }
        for text in changes.updatedText { note(ancestorsOf: text) }
    }

    package init(nodes: [Node]) {
        for node in nodes { note(subtree: node); note(ancestorsOf: node) }
    }

    private mutating func note(_ element: Element) {
        switch element.name {
        case "style", "base": needsWholePage = true
        case "title": touchesTitle = true
        default: break
        }
    }

    private mutating func note(subtree node: Node) {
        if let element = node as? Element { note(element) }
        for element in node.descendantElements where ["style", "base", "title"].contains(element.name) { note(element) }
    }

    /// Text inside a `<style>` or `<title>` changes it.
    private mutating func note(ancestorsOf node: Node) {
        var current: Node? = node
        while let element = current as? Element {
            note(element)
            current = element.parent
        }
    }
}
