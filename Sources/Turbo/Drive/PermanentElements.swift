import HTML
/// `[data-turbo-permanent][id]` elements (turbo-wire D10, Turbo's Bardo):
/// an element marked permanent on the shown page and on the page replacing
/// it (same id, marked on both) is kept: the shown element takes the new
/// one's place, with its identity, so what the UI keys by it (typed text)
/// comes along.
package enum PermanentElements {
    /// One element moved into the new content; `twins` holds the copy left
    /// in its old place, when asked for.
    package struct Carried {
        package let element: Element
        package let twins: NodeTwins?
    }

    /// Moves the permanent elements of `current` into `incoming` in place of
    /// their namesakes. `leavingCopies`: a copy stays behind in `current`, for
    /// a page that goes on living in the snapshot cache. A permanent element
    /// inside another that is carried goes along with it.
    package static func carry(from current: Node, into incoming: Node, leavingCopies: Bool) -> [Carried] {
        var shown: [String: Element] = [:]
        DocumentWalk.forEachElement(below: current) { element in
            if let id = permanentID(element), shown[id] == nil { shown[id] = element }
            return true
        }
        guard !shown.isEmpty else { return [] }
        var pairs: [(shown: Element, new: Element)] = []
        DocumentWalk.forEachElement(below: incoming) { element in
            guard let id = permanentID(element), let match = shown.removeValue(forKey: id) else { return true }
            // Whatever is inside comes with the shown element.
            if !pairs.contains(where: { $0.shown === match || isInside(element, $0.new) }) { pairs.append((match, element)) }
            return true
        }
        return pairs.compactMap { pair in
            guard !isInside(pair.shown, pairs.map(\.shown)), let parent = pair.new.parent,
                  let index = parent.children.firstIndex(where: { $0 === pair.new }) else { return nil }
            var twins: NodeTwins?
            if leavingCopies, let oldParent = pair.shown.parent,
               let oldIndex = oldParent.children.firstIndex(where: { $0 === pair.shown }) {
                let copy = NodeTwins(copying: pair.shown)
                oldParent.insertChild(copy.copy, at: oldIndex)
                twins = copy
            }
            pair.new.removeFromParent()
            parent.insertChild(pair.shown, at: index)
            return Carried(element: pair.shown, twins: twins)
        }
    }

    package static func permanentID(_ element: Element) -> String? {
        guard element.hasAttribute("data-turbo-permanent"), let id = element.id, !id.isEmpty else { return nil }
        return id
    }

    /// `node` is below `ancestor` (also for `LinkPreloader`'s frames).
    package static func isInside(_ node: Node, _ ancestor: Node) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current === ancestor { return true }
            parent = current.parent
        }
        return false
    }

    private static func isInside(_ node: Node, _ ancestors: [Element]) -> Bool {
        ancestors.contains { isInside(node, $0) }
    }
}
