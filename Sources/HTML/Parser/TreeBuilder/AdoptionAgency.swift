/// The adoption agency algorithm (HTML §13.2.6.4.7, "in body"): an end tag
/// for a formatting element that blocks opened inside is resolved by moving
/// those blocks out and reopening the formatting inside them, at most 8
/// times per end tag with at most 3 formatting elements reopened on the
/// way in, so misnesting costs linear time.
package enum AdoptionAgency {
    /// Answers false when the end tag is to be handled as "any other end tag".
    @discardableResult
    package static func run(subject: TagName, _ b: inout TreeBuilder) -> Bool {
        if let current = b.openElements.currentUnmanaged, current._withUnsafeGuaranteedRef({ $0.isHTML(subject) }) {
            // The common case (`<a href>text</a>`): the current node is the
            // list's last entry. Then it is the formatting element, in scope,
            // with no furthest block above it: the steps below would pop it
            // and remove it from the list, after three searches of the
            // stack and two of the list (a third of a link's parse).
            if current._withUnsafeGuaranteedRef({ b.formatting.lastIs($0) }) {
                b.openElements.pop()
                b.formatting.removeLast()
                return true
            }
            if !current._withUnsafeGuaranteedRef({ b.formatting.contains($0) }) {
                b.openElements.pop()
                return true
            }
        }
        for _ in 0..<8 {
            guard let formattingElement = b.formatting.lastElement(subject) else { return false }
            guard let formattingIndex = b.openElements.index(of: formattingElement) else {
                b.formatting.remove(formattingElement)
                return true
            }
            guard b.openElements.hasInScope(formattingElement) else { return true }
            var furthestIndex = formattingIndex + 1
            while furthestIndex < b.openElements.count, !BodyStartTagRules.isSpecial(b.openElements[furthestIndex]) {
                furthestIndex += 1
            }
            guard furthestIndex < b.openElements.count else {
                b.openElements.popUntil(formattingElement)
                b.formatting.remove(formattingElement)
                return true
            }
            adopt(formattingElement, formattingIndex: formattingIndex, furthestIndex: furthestIndex, &b)
        }
        return true
    }

    /// Steps 4.8 onwards: the furthest block moves out of the formatting
    /// element and a copy of that element takes over its content.
    private static func adopt(_ formattingElement: Element, formattingIndex: Int, furthestIndex: Int, _ b: inout TreeBuilder) {
        b.reparented = true
        let furthestBlock = b.openElements[furthestIndex]
        let commonAncestor = b.openElements[formattingIndex - 1]
        var bookmark = b.formatting.index(of: formattingElement)!
        var lastNode = furthestBlock
        var nodeIndex = furthestIndex
        var innerCount = 0
        while true {
            innerCount += 1
            nodeIndex -= 1
            let node = b.openElements[nodeIndex]
            if node === formattingElement { break }
            var listIndex = b.formatting.index(of: node)
            if innerCount > 3, let index = listIndex {
                b.formatting.remove(at: index)
                if index < bookmark { bookmark -= 1 }
                listIndex = nil
            }
            guard let listIndex else {
                b.openElements.remove(at: nodeIndex)
                continue
            }
            let copy = copyOf(node)
            b.formatting.replace(at: listIndex, with: copy)
            b.openElements.replace(at: nodeIndex, with: copy)
            if lastNode === furthestBlock { bookmark = listIndex + 1 }
            copy.appendChild(lastNode)
            lastNode = copy
        }
        b.appropriatePlace(overrideTarget: commonAncestor).insert(lastNode)
        let copy = copyOf(formattingElement)
        furthestBlock.moveAllChildren(to: copy)
        furthestBlock.appendChild(copy)
        if let index = b.formatting.index(of: formattingElement) {
            b.formatting.remove(at: index)
            if index < bookmark { bookmark -= 1 }
        }
        b.formatting.insert(copy, at: bookmark)
        b.openElements.remove(formattingElement)
        guard let blockIndex = b.openElements.index(of: furthestBlock) else { return }
        b.openElements.insert(copy, at: blockIndex + 1)
    }

    /// "Create an element for the token for which the element node was created".
    private static func copyOf(_ element: Element) -> Element {
        Element(name: element.name, tag: element.tag, namespace: element.namespace, attributes: element.attributes)
    }
}
