/// Which elements of a document match one compound selector, by their place
/// in document order, so that "has a matching descendant" is a binary search:
/// the descendants of an element are exactly the elements after it up to the
/// end of its subtree. One walk of the document answers `:has(.x)` for every
/// element of it, where testing each one's subtree would cost the page's size
/// times its depth.
final class DescendantIndex {
    private struct Span {
        let start: Int
        var end: Int
    }

    private var spans: [ObjectIdentifier: Span] = [:]
    private var matching: [Int] = []
    /// Held so that the addresses the index keys on are not reused.
    private let root: Node

    init(root: Node, matches: (Element) -> Bool) {
        self.root = root
        var order = 0
        // The open elements, whose subtrees end when the walk leaves them.
        var open: [(element: Element, depth: Int)] = []
        var depth = 0
        var resume: [Node?] = []
        // Elements only: text held in place (`Element.inlineText`) is left as it is.
        var next = root.firstLinkedChild
        while true {
            guard let child = next else {
                guard let above = resume.popLast() else { break }
                depth -= 1
                while let last = open.last, last.depth > depth {
                    spans[ObjectIdentifier(last.element)]?.end = order - 1
                    open.removeLast()
                }
                next = above
                continue
            }
            next = child.nextSibling
            guard let element = child as? Element else { continue }
            while let last = open.last, last.depth >= depth {
                spans[ObjectIdentifier(last.element)]?.end = order - 1
                open.removeLast()
            }
            spans[ObjectIdentifier(element)] = Span(start: order, end: order)
            open.append((element, depth))
            if matches(element) { matching.append(order) }
            order += 1
            // Template contents are not in the document (`DocumentWalk`).
            if element.name != "template", let first = element.firstLinkedChild {
                resume.append(next)
                next = first
                depth += 1
            }
        }
        for (element, _) in open { spans[ObjectIdentifier(element)]?.end = order - 1 }
    }

    /// nil when `element` was not in the document walked.
    func hasMatch(below element: Element) -> Bool? {
        guard let span = spans[ObjectIdentifier(element)] else { return nil }
        // The first matching place after the element's own.
        var low = 0
        var high = matching.count
        while low < high {
            let middle = (low + high) / 2
            if matching[middle] <= span.start { low = middle + 1 } else { high = middle }
        }
        return low < matching.count && matching[low] <= span.end
    }
}
