import HTML
/// The fields of a page shown while it arrives (issue 21), found again in
/// the next part or the whole page, so what the reader typed is never lost
/// when the page under it is replaced. Each part is a new document (a copy
/// of the parser's tree so far), so values keyed by element would stay
/// behind. The parser only appends to the tree it is building, so an
/// element keeps its place: the path of child indices from the root leads
/// to its counterpart in the later document, checked by tag, `name` and
/// `type`. When that fails (the adoption agency or foster parenting moved
/// it), the field with the same tag and name at the same rank among those
/// fields is taken.
package struct ArrivingFields {
    private let earlier: PageView
    private let later: PageView

    package init(from earlier: PageView, to later: PageView) {
        self.earlier = earlier
        self.later = later
    }

    /// The element of the later page that is `element` of the earlier one.
    package func counterpart(of element: Element) -> Element? {
        if let from = earlier.shownDocument, let root = later.shownDocument,
           let found = Self.follow(Self.path(of: element, below: from), from: root), Self.same(found, element) {
            return found
        }
        let twins: (Element) -> Bool = { $0.name == element.name && $0.attribute("name") == element.attribute("name") }
        let before = earlier.rendered.fields.map(\.element).filter(twins)
        guard let rank = before.firstIndex(where: { $0 === element }) else { return nil }
        let after = later.rendered.fields.map(\.element).filter(twins)
        return after.indices.contains(rank) ? after[rank] : nil
    }

    /// Every value typed or chosen in the earlier page, on its counterpart
    /// in `page` (the later one); whether it was sent stays as it was.
    package func carryValues(into page: inout PageView) {
        var carried = false
        for field in earlier.rendered.fields {
            guard let value = earlier.values[field.element], let twin = counterpart(of: field.element) else { continue }
            page.set(value, for: twin)
            carried = true
        }
        if carried && !earlier.hasUnsentInput { page.markSent() }
    }

    /// The field the reader is typing into, or choosing in, on the later page.
    package func carry(_ inUse: FieldInUse?) -> FieldInUse? {
        guard let inUse, let twin = counterpart(of: inUse.element), later.fieldIndex(of: twin) != nil else { return nil }
        return FieldInUse(element: twin, use: inUse.use)
    }

    /// Empty when `element` is not in the tree of `root`.
    private static func path(of element: Element, below root: Node) -> [Int] {
        var path: [Int] = []
        var node: Node = element
        while let parent = node.parent {
            guard let index = parent.childNodes.enumerated().first(where: { $0.element === node })?.offset else { return [] }
            path.append(index)
            node = parent
        }
        return node === root ? path.reversed() : []
    }

    private static func follow(_ path: [Int], from root: Node) -> Element? {
        guard !path.isEmpty else { return nil }
        var node = root
        for index in path {
            guard let child = node.child(at: index) else { return nil }
            node = child
        }
        return node as? Element
    }

    private static func same(_ found: Element, _ element: Element) -> Bool {
        found.name == element.name && found.attribute("name") == element.attribute("name")
            && found.attribute("type") == element.attribute("type")
    }
}
