/// A node of the document tree that turbo-tui renders and that Turbo streams
/// and frames mutate. Reference semantics: a node has one parent and identity.
///
/// Children are linked, not kept in an array: a parent holds its first
/// child, each child the next one. A children array was an allocation per
/// element and a reallocation each time it grew (a third of the parse's
/// `malloc`s), and 12 MB of nodejs-api's DOM; the links cost nothing more
/// per node in malloc's size classes (docs/performance.md). Walk children
/// with `childNodes` or `firstChild`/`nextSibling`; `children` makes an array.
///
/// Only a `ParentNode` (an element, a document) has children and the link
/// to them: a text node without it is 56 bytes, not 64, which malloc keeps
/// in 64 rather than 80 (half of a code page's nodes are text).
// Public, not `package`, as are `ParentNode`, `Element` and their tag and
// namespace enums: the compiler inlines an `@inlinable` member into another
// module only when its type is public, and the layout and the selectors read
// every element's tag, namespace and inline text (`package`, each was a call).
public class Node {
    /// The parent's address, unretained, in the low 48 bits; the top 16
    /// belong to the node's kind (`traitBits`: an element keeps its tag,
    /// namespace and flags there). A user-space address on 64-bit Linux is
    /// below 2^48 (x86-64 and arm64 give more only to an `mmap` that asks),
    /// which the setter checks. Those 16 bits took an element from 88
    /// bytes to 72, which malloc keeps in 80 rather than 96: 16 bytes of
    /// every element, 4 MB of a 10 MB source view (docs/performance.md).
    @usableFromInline var parentWord: UInt = 0
    @usableFromInline static let addressMask: UInt = (1 << 48) - 1

    /// The back links (parent, previous sibling) are unmanaged rather
    /// than weak: a weak reference costs every node a side table, a
    /// counted unowned one an atomic operation per link, and even an
    /// `unowned(unsafe)` one is retained when read into a local, which
    /// appending a child does twice. A parent clears its children's links
    /// when it goes away (`deinit`), so they never dangle. The links are
    /// changed only through the methods below, which keep them consistent.
    fileprivate var parentLink: Unmanaged<ParentNode>? {
        @inline(__always) get {
            let address = parentWord & Self.addressMask
            guard address != 0 else { return nil }
            return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
        }
        @inline(__always) set {
            let address = newValue.map { UInt(bitPattern: $0.toOpaque()) } ?? 0
            precondition(address & ~Self.addressMask == 0, "a node's address above 2^48")
            parentWord = (parentWord & ~Self.addressMask) | address
        }
    }

    /// The 16 bits of `parentWord` above the address, for the subclass
    /// (`Element`'s tag and flags, `ParentNode`'s inline-text mark).
    @inlinable final var traitBits: UInt16 {
        @inline(__always) get { UInt16(truncatingIfNeeded: parentWord >> 48) }
        @inline(__always) set { parentWord = (parentWord & Self.addressMask) | UInt(newValue) << 48 }
    }

    /// The previous sibling; the first child's is the last child instead
    /// (Gecko's "previous or last sibling"): a parent then needs no link to
    /// its last child, 8 bytes of every element, and still appends in
    /// constant time. Nil for a node without a parent.
    fileprivate var previousOrLastLink: Unmanaged<Node>?
    package fileprivate(set) var nextSibling: Node?

    package var parent: ParentNode? { parentLink?.takeUnretainedValue() }
    package var previousSibling: Node? {
        guard let parentLink, let link = previousOrLastLink else { return nil }
        // The first child's link is the last child.
        let isFirst = parentLink._withUnsafeGuaranteedRef { $0.firstLink === self }
        return isFirst ? nil : link.takeUnretainedValue()
    }
    /// None but a `ParentNode`'s.
    package var firstChild: Node? { nil }
    package var lastChild: Node? { nil }
    /// The first child, not retained: a walk that only reads the tree asks
    /// every node for it, and `firstChild` (overridden, so called through
    /// the class's table) hands it back retained, to be released at once.
    package var firstChildUnretained: Unmanaged<Node>? { nil }
    /// The first child node as linked, without making the node of an
    /// element's inline text (`Element.inlineText`): for walks that look for
    /// elements only, which such text cannot hold.
    package var firstLinkedChild: Node? { nil }

    package init() {}

    /// Clears this node's own links (its parent and siblings keep theirs).
    fileprivate func unlink() {
        parentLink = nil
        nextSibling = nil
        previousOrLastLink = nil
    }

    /// The children in order, as an array made now: for code that indexes
    /// or keeps the list. `childNodes` walks them without building one.
    package var children: [Node] {
        var result: [Node] = []
        var child = firstChild
        while let current = child {
            result.append(current)
            child = current.nextSibling
        }
        return result
    }

    /// The children in order, walked along the links.
    package var childNodes: ChildNodes { ChildNodes(first: firstChild) }

    package var hasChildren: Bool { false }

    /// The child at `index`, counting from 0, or nil past the last (a walk).
    package func child(at index: Int) -> Node? {
        guard index >= 0 else { return nil }
        var child = firstChild
        var remaining = index
        while let current = child, remaining > 0 {
            child = current.nextSibling
            remaining -= 1
        }
        return child
    }

    /// Concatenated text of this node and its descendants, as `textContent`.
    package var textContent: String {
        var result = ""
        appendText(to: &result)
        return result
    }

    package func appendText(to result: inout String) {
        for child in childNodes { child.appendText(to: &result) }
    }

    package func removeFromParent() {
        guard let parentLink else { return }
        let next = nextSibling
        parentLink._withUnsafeGuaranteedRef { parent in
            let first = parent.firstLink.unsafelyUnwrapped
            if first === self {
                // The next child becomes the first, and takes the link to the last.
                next?.previousOrLastLink = previousOrLastLink
                parent.firstLink = next
            } else {
                let previous = previousOrLastLink.unsafelyUnwrapped
                previous._withUnsafeGuaranteedRef { $0.nextSibling = next }
                if let next {
                    next.previousOrLastLink = previous
                } else {
                    first.previousOrLastLink = previous
                }
            }
        }
        unlink()
    }

    /// Elements below this node in document order, depth first.
    package var descendantElements: [Element] {
        var result: [Element] = []
        collectElements(into: &result)
        return result
    }

    private func collectElements(into result: inout [Element]) {
        for child in ChildNodes(first: firstLinkedChild) {
            if let element = child as? Element { result.append(element) }
            child.collectElements(into: &result)
        }
    }

    /// The first element below this node for which `predicate` holds, depth first.
    package func firstDescendant(where predicate: (Element) -> Bool) -> Element? {
        for child in ChildNodes(first: firstLinkedChild) {
            if let element = child as? Element, predicate(element) { return element }
            if let found = child.firstDescendant(where: predicate) { return found }
        }
        return nil
    }

    /// The nearest ancestor element (not self) for which `predicate` holds.
    package func closestAncestor(where predicate: (Element) -> Bool) -> Element? {
        var node: Node? = parent
        while let current = node {
            if let element = current as? Element, predicate(element) { return element }
            node = current.parent
        }
        return nil
    }
}

/// A node that can have children: an element or a document.
///
/// An element may hold its only child's text in place of the node
/// (`Element.inlineText`): then `firstLink` is nil and `inlineTextBit` is
/// set among its trait bits. Every way to the children below makes the
/// text node first (`materializeInlineText`), so the tree reads the same
/// either way; only `Element.inlineText` and `firstLinkedChild` read
/// around it.
///
/// The last child is the first child's `previousOrLastLink`.
public class ParentNode: Node {
    // Read by `Element.inlineText`, inlined into the layout's walk.
    @usableFromInline fileprivate(set) var firstLink: Node?

    /// The trait bit that marks text held in place (`holdsInlineText`).
    @usableFromInline static let inlineTextBit: UInt16 = 1 << 15

    override package var firstChild: Node? {
        guard let firstLink else { return firstOfInlineText() }
        return firstLink
    }
    override package var lastChild: Node? {
        if holdsInlineText { materializeInlineText() }
        return lastLink?.takeUnretainedValue()
    }
    override package var firstChildUnretained: Unmanaged<Node>? {
        guard let firstLink else { return firstOfInlineText().map { Unmanaged.passUnretained($0) } }
        return Unmanaged.passUnretained(firstLink)
    }
    override package var firstLinkedChild: Node? { firstLink }
    override package var hasChildren: Bool { firstLink != nil || holdsInlineText }

    /// The last child as linked: the first child's link back.
    private var lastLink: Unmanaged<Node>? {
        @inline(__always) get { firstLink?.previousOrLastLink }
    }

    /// Whether this element keeps its only child's text in place of the node.
    @inlinable
    package final var holdsInlineText: Bool { traitBits & Self.inlineTextBit != 0 }

    /// The first child when none is linked: the node of the inline text, made now, or nil.
    private func firstOfInlineText() -> Node? {
        guard holdsInlineText else { return nil }
        materializeInlineText()
        return firstLink
    }

    /// Marks the text the element (`Element`, childless) now holds in place.
    final func markInlineText() {
        assert(firstLink == nil && !holdsInlineText && self is Element, "inline text in a node with children")
        traitBits |= Self.inlineTextBit
    }

    /// The inline text becomes the element's one text node. Not inlined:
    /// every way to the children checks for it, and few get here.
    @inline(never)
    final func materializeInlineText() {
        traitBits &= ~Self.inlineTextBit
        appendNewChild(TextNode(unsafeDowncast(self, to: Element.self).takeInlineText()))
    }

    override package init() {}

    deinit {
        // Text held in place goes with the element's own fields; there is no
        // child to unlink (and an element's fields are not this class's to touch).
        if holdsInlineText { return }
        removeAllChildren()
    }

    package func appendChild(_ child: Node) {
        // A new node (what the parser appends) has no parent to leave.
        if child.parentLink != nil { child.removeFromParent() }
        appendNewChild(child)
    }

    /// `appendChild` for a node new to the tree (it has no parent), handed
    /// over: the sibling link takes the caller's reference rather than
    /// retaining one of its own while the caller releases theirs. The tree
    /// builder inserts every node this way.
    package func appendNewChild(_ child: consuming Node) {
        // The inline text's node comes first.
        if holdsInlineText { materializeInlineText() }
        let link = Unmanaged.passUnretained(child)
        child.parentLink = Unmanaged.passUnretained(self)
        guard let first = firstLink else {
            child.previousOrLastLink = link
            firstLink = consume child
            return
        }
        let last = first.previousOrLastLink.unsafelyUnwrapped
        child.previousOrLastLink = last
        first.previousOrLastLink = link
        // Moved through an optional: a closure cannot consume what it captures.
        var carried: Node? = consume child
        last._withUnsafeGuaranteedRef { $0.nextSibling = carried.take() }
    }

    /// Appends `text` to the last child if that is a text node (the tree
    /// builder's "insert a character"); false when it is not. Reads the
    /// child without retaining it, as nearly every text run asks.
    package func joinLastText(_ text: String) -> Bool {
        if holdsInlineText {
            unsafeDowncast(self, to: Element.self).appendToInlineText(text)
            return true
        }
        guard let lastLink else { return false }
        return lastLink._withUnsafeGuaranteedRef { last in
            guard let last = last as? TextNode else { return false }
            last.text += text
            return true
        }
    }

    /// Inserts `child` before `reference`, one of this node's children; at
    /// the end when `reference` is nil or not a child of this node.
    package func insertChild(_ child: Node, before reference: Node?) {
        if holdsInlineText { materializeInlineText() }
        guard let reference, reference.parent === self else { return appendChild(child) }
        if child === reference { return }
        child.removeFromParent()
        child.parentLink = Unmanaged.passUnretained(self)
        let link = Unmanaged.passUnretained(child)
        // Read after the removal, which may have changed this node's children.
        let referenceLink = reference.previousOrLastLink.unsafelyUnwrapped
        child.previousOrLastLink = referenceLink
        child.nextSibling = reference
        if firstLink === reference {
            // `reference`'s link was the last child; the new first takes it.
            firstLink = child
        } else {
            referenceLink._withUnsafeGuaranteedRef { $0.nextSibling = child }
        }
        reference.previousOrLastLink = link
    }

    /// Inserts `child` so that it becomes the child at `index` (clamped to
    /// the children there are).
    package func insertChild(_ child: Node, at index: Int) {
        var reference = self.child(at: max(index, 0))
        // Leaving first would shift the places after it by one.
        if reference === child { return }
        if child.parent === self, reference != nil {
            var node = firstLink
            while let current = node, current !== reference {
                if current === child { reference = reference?.nextSibling; break }
                node = current.nextSibling
            }
        }
        insertChild(child, before: reference)
    }

    /// Moves every child to the end of `other`'s children in one step (the
    /// adoption agency moves a block's whole content).
    package func moveAllChildren(to other: ParentNode) {
        if holdsInlineText { materializeInlineText() }
        if other.holdsInlineText { other.materializeInlineText() }
        guard let first = firstLink, let last = lastLink else { return }
        var child: Node? = first
        while let current = child {
            current.parentLink = Unmanaged.passUnretained(other)
            child = current.nextSibling
        }
        if let otherFirst = other.firstLink {
            let otherLast = otherFirst.previousOrLastLink.unsafelyUnwrapped
            otherLast._withUnsafeGuaranteedRef { $0.nextSibling = first }
            first.previousOrLastLink = otherLast
            otherFirst.previousOrLastLink = last
        } else {
            other.firstLink = first
        }
        firstLink = nil
    }

    /// One sibling at a time, also when the node goes away: letting each
    /// child release the next would recurse once per sibling, and a page
    /// can have 100 000 of them.
    package func removeAllChildren() {
        if holdsInlineText {
            traitBits &= ~Self.inlineTextBit
            _ = unsafeDowncast(self, to: Element.self).takeInlineText()
        }
        var child = firstLink
        firstLink = nil
        while let current = child {
            child = current.nextSibling
            current.unlink()
        }
    }
}

/// A node's children walked along their sibling links (`Node.childNodes`).
package struct ChildNodes: Sequence {
    package let first: Node?

    package func makeIterator() -> Iterator { Iterator(upcoming: first) }

    package struct Iterator: IteratorProtocol {
        package var upcoming: Node?

        package mutating func next() -> Node? {
            guard let node = upcoming else { return nil }
            upcoming = node.nextSibling
            return node
        }
    }
}
