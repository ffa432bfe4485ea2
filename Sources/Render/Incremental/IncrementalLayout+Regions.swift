import HTML
/// Where to resume for each change: the nearest recorded container around
/// it, from its last recorded child before the change.
extension IncrementalLayout {
    /// nil: only a whole layout will do; `.some(nil)`: nothing to lay out.
    /// `positions` is the round's, shared by all its changes.
    package func region(for dirt: ChangedNode, positions: inout ChildPositions) -> DirtyRegion?? {
        var dirt = dirt
        let node: Node
        switch dirt {
        case .children(let changed), .node(let changed): node = changed
        }
        guard isAttached(node) else { return .some(nil) }
        if let whole = outermostLaidOutWhole(around: node) { dirt = .node(whole) }
        if case .children(let container) = dirt, let record = record(of: container), canResume(inside: record) {
            guard let changed = changedChildren(of: record) else { return .some(nil) }
            return .some(region(in: record, from: changed.lowerBound, to: changed.upperBound, positions: &positions))
        }
        guard let region = enclosingRegion(of: dirt.node, positions: &positions) else { return nil }
        return .some(region)
    }

    /// The child of the nearest resumable recorded ancestor that holds `node`.
    package func enclosingRegion(of node: Node, positions: inout ChildPositions) -> DirtyRegion? {
        var child = node
        while let ancestor = child.parent {
            if let record = record(of: ancestor), canResume(inside: record),
               let index = positions.place(of: child, in: ancestor) {
                return region(in: record, from: index, to: index + 1, positions: &positions)
            }
            child = ancestor
        }
        return nil
    }

    package func region(in record: LayoutRecord, from: Int, to: Int, positions: inout ChildPositions) -> DirtyRegion {
        let children = positions.children(of: record.element)
        var index = from
        while index > 0 {
            index -= 1
            if let before = self.record(of: children[index]), before.parent === record, let end = before.end, end.isResumable {
                return DirtyRegion(container: record, firstChild: index + 1, start: end,
                                   firstReplaced: recordsEnd(after: before), changeEnd: to)
            }
        }
        // canResume(inside:) checked `inside`.
        return DirtyRegion(container: record, firstChild: 0, start: record.inside ?? record.start,
                           firstReplaced: record.position + 1, changeEnd: to)
    }

    /// A container whose inside can be laid out on its own. Not an `<ol>`:
    /// its numbering is worked out from all its items when it opens; not a
    /// `<table>` read as a block because its columns did not fit: new
    /// content may make them fit.
    package func canResume(inside record: LayoutRecord) -> Bool {
        record.isContainer && record.inside?.isResumable == true && record.end != nil
            && record.element.name != "ol" && record.element.name != "table"
    }

    /// The children that differ from those laid out: the common start and
    /// end are kept; nil when nothing differs.
    package func changedChildren(of record: LayoutRecord) -> Range<Int>? {
        let old = record.children
        let new = record.element.children
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] === new[prefix] { prefix += 1 }
        if prefix == old.count && prefix == new.count { return nil }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
                && old[old.count - 1 - suffix] === new[new.count - 1 - suffix] { suffix += 1 }
        return prefix..<(new.count - suffix)
    }

    private func isAttached(_ node: Node) -> Bool {
        var top = node
        while let parent = top.parent { top = parent }
        return top === document
    }

    /// Elements whose layout depends on all they hold, so a change inside
    /// lays out the outermost of them whole: a table (drawn as a grid only
    /// if its columns fit; measured cell by cell), `aria-hidden`
    /// content (shown only if it has text), and `<details>` (closed, they
    /// show their first summary alone, whichever child that is now).
    private func outermostLaidOutWhole(around node: Node) -> Element? {
        var found: Element?
        var current: Node? = node
        while let element = current as? Element {
            if element.name == "table" || element.name == "details" || element.attribute("aria-hidden")?.lowercased() == "true" {
                found = element
            }
            current = element.parent
        }
        return found
    }
}

extension ChangedNode {
    package var node: Node {
        switch self {
        case .children(let node), .node(let node): return node
        }
    }
}
