/// A node's children handed on without a retain and a release of each, for
/// a walk that only reads the tree: the layout visits every node of a page,
/// and `childNodes` retained each child as it handed it on, then released
/// it (an atomic operation on a node's first touch: with the rest of the
/// walk's retains, a third of the layout's time on a big source view).
extension Node {
    /// Calls `body` with each child in order. `body` must not change this
    /// node's children (a child it removed would go away while handed on),
    /// nor anything else that would free the child it is given.
    package func forEachChildUnretained(_ body: (Node) -> Void) {
        guard var link = firstChildUnretained else { return }
        while true {
            let next = link._withUnsafeGuaranteedRef { child -> Unmanaged<Node>? in
                body(child)
                return child.nextSibling.map { Unmanaged.passUnretained($0) }
            }
            guard let next else { return }
            link = next
        }
    }
}
