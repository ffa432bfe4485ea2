/// Each element's place among its siblings, worked out once per parent and
/// kept: `:nth-child()` on every row of a 4 000-row table would otherwise
/// count the earlier rows again for each one, 8 million steps instead of
/// 4 000. Valid while the tree does not change (one `SelectorMatching`).
final class SiblingPositions {
    /// Places count from 1, from each end, among all element siblings and
    /// among those of the same type.
    struct Place {
        var position = 0
        var count = 0
        var positionOfType = 0
        var countOfType = 0
    }

    private struct Family {
        /// Held so that its address is not reused while the cache lives.
        let parent: Node
        var places: [ObjectIdentifier: Place]
    }

    private struct FilteredKey: Hashable {
        let parent: ObjectIdentifier
        let filter: [ComplexSelector]
    }

    private var families: [ObjectIdentifier: Family] = [:]
    private var filtered: [FilteredKey: Family] = [:]

    func place(of element: Element) -> Place {
        guard let parent = element.parent else { return Place(position: 1, count: 1, positionOfType: 1, countOfType: 1) }
        let key = ObjectIdentifier(parent)
        if families[key] == nil { families[key] = Self.family(of: parent, where: { _ in true }) }
        return families[key]?.places[ObjectIdentifier(element)] ?? Place()
    }

    /// The place among the siblings matching `filter` (`:nth-child(An+B of S)`);
    /// nil when the element itself does not match it.
    func place(of element: Element, among filter: [ComplexSelector], _ matching: SelectorMatching) -> Place? {
        guard let parent = element.parent else {
            return filter.contains { $0.matches(element, in: matching) } ? Place(position: 1, count: 1) : nil
        }
        let key = FilteredKey(parent: ObjectIdentifier(parent), filter: filter)
        if filtered[key] == nil {
            filtered[key] = Self.family(of: parent) { sibling in filter.contains { $0.matches(sibling, in: matching) } }
        }
        return filtered[key]?.places[ObjectIdentifier(element)]
    }

    private static func family(of parent: Node, where included: (Element) -> Bool) -> Family {
        var members: [Element] = []
        var countByType: [TypeKey: Int] = [:]
        var places: [ObjectIdentifier: Place] = [:]
        for case let element as Element in parent.childNodes where included(element) {
            members.append(element)
            let type = TypeKey(element)
            countByType[type, default: 0] += 1
            places[ObjectIdentifier(element)] = Place(position: members.count, positionOfType: countByType[type] ?? 0)
        }
        for element in members {
            places[ObjectIdentifier(element)]?.count = members.count
            places[ObjectIdentifier(element)]?.countOfType = countByType[TypeKey(element)] ?? 0
        }
        return Family(parent: parent, places: places)
    }

    /// Elements are of one type when they have the same name in the same namespace.
    private struct TypeKey: Hashable {
        let name: String
        let namespace: ElementNamespace

        init(_ element: Element) {
            name = element.name
            namespace = element.namespace
        }
    }
}
