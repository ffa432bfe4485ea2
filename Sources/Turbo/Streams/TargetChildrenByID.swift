import HTML

/// The children of `append` and `prepend` targets by id, for the duplicates
/// those actions take out first, kept for the streams of one message: a
/// message of 8 000 appends to one list read the list's children once per
/// append (11.7 s). A target's children are read once; what a stream puts
/// in it is noted here, and a target whose children anything else changed
/// (another action, a morph of a child's attributes) is read again.
/// Each answer is checked (still a child, still the id), as `ElementIDIndex` does.
struct TargetChildrenByID {
    private var known: [ObjectIdentifier: [String: [Element]]] = [:]

    /// The children of `target` whose id is one of `ids`.
    mutating func children(of target: Element, withIDs ids: Set<String>) -> [Element] {
        let key = ObjectIdentifier(target)
        if known[key] == nil {
            var byID: [String: [Element]] = [:]
            for child in target.childElements {
                if let id = child.id, !id.isEmpty { byID[id, default: []].append(child) }
            }
            known[key] = byID
        }
        guard let byID = known[key] else { return [] }
        let found = ids.flatMap { id in (byID[id] ?? []).filter { $0.parent === target && $0.id == id } }
        guard found.count > 1 else { return found }
        // Several: in the order of the children, as a walk of them finds them.
        let chosen = Set(found.map { ObjectIdentifier($0) })
        return target.childElements.filter { chosen.contains(ObjectIdentifier($0)) }
    }

    /// Content a stream just put into `target`.
    mutating func noteInserted(_ nodes: [Node], into target: Element) {
        let key = ObjectIdentifier(target)
        guard known[key] != nil else { return }
        for case let element as Element in nodes {
            if let id = element.id, !id.isEmpty { known[key]?[id, default: []].append(element) }
        }
    }

    /// Forgets the targets whose children `changes` changed in ways not noted
    /// here, all but those in `noted` (the targets of the action just noted).
    mutating func forget(_ changes: DOMChanges, except noted: [Element] = []) {
        let kept = Set(noted.map { ObjectIdentifier($0) })
        for container in changes.containers where !kept.contains(ObjectIdentifier(container)) {
            known[ObjectIdentifier(container)] = nil
        }
        for element in changes.updatedAttributes {
            if let parent = element.parent { known[ObjectIdentifier(parent)] = nil }
        }
    }
}
