/// A deep copy of a document and the way back from each original element to
/// its copy, for state keyed by element identity (typed values, focus) that
/// must follow a page into its copy.
struct DocumentTwins {
    let copy: Document
    private let counterparts: [ObjectIdentifier: Element]

    /// Walks the original and the copy side by side (they have the same
    /// shape), without recursion.
    init?(of document: Document) {
        guard let copy = document.deepClone() as? Document else { return nil }
        var counterparts: [ObjectIdentifier: Element] = [:]
        var pending: [(Node, Node)] = [(document, copy)]
        while let (original, twin) = pending.popLast() {
            for (child, childTwin) in zip(original.children, twin.children) {
                if let element = child as? Element, let twinElement = childTwin as? Element {
                    counterparts[ObjectIdentifier(element)] = twinElement
                }
                if !child.children.isEmpty { pending.append((child, childTwin)) }
            }
        }
        self.copy = copy
        self.counterparts = counterparts
    }

    func counterpart(of element: Element) -> Element? {
        counterparts[ObjectIdentifier(element)]
    }
}
