import HTML
/// Containers' children as arrays, and each child's place among them,
/// worked out once per round of `IncrementalLayout.update` while the
/// document holds still: a stream over thousands of siblings looked the
/// list up once per change, which cost the square of their number.
package struct ChildPositions {
    private var lists: [ObjectIdentifier: [Node]] = [:]
    private var places: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

    package init() {}

    package mutating func children(of node: Node) -> [Node] {
        let key = ObjectIdentifier(node)
        if let known = lists[key] { return known }
        let children = node.children
        lists[key] = children
        return children
    }

    /// Where `child` sits among `parent`'s children, nil when it is not one of them.
    package mutating func place(of child: Node, in parent: Node) -> Int? {
        let key = ObjectIdentifier(parent)
        if places[key] == nil {
            var found: [ObjectIdentifier: Int] = [:]
            for (index, node) in children(of: parent).enumerated() { found[ObjectIdentifier(node)] = index }
            places[key] = found
        }
        return places[key]?[ObjectIdentifier(child)]
    }
}
