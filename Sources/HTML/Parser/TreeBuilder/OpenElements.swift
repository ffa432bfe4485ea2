/// The stack of open elements (HTML §13.2.4.2). It counts its HTML elements
/// by tag, so "has a p element in button scope" is answered at once when no
/// `p` is open at all: on 100 000 nested `<div>`s each start tag would
/// otherwise walk the whole stack.
package struct OpenElements {
    private let elements = ElementStack()
    private let counts = OpenTagCounts()
    /// How many SVG and MathML elements are open: with none, every token
    /// takes the HTML rules without looking at the current node.
    package private(set) var foreignCount = 0
    /// The `<selectedcontent>` elements made so far. While there are none
    /// (nearly every page) a pop costs one test of `mirrorsOptions`, a flag
    /// kept in the struct itself; after one, each popped option may be
    /// mirrored into it (`SelectedContentMirror`).
    package private(set) var selectedContents: [Element] = []
    private var mirrorsOptions = false
    private var mirrorBudget = SelectedContentMirror.budget

    package var count: Int { elements.count }
    package var isEmpty: Bool { elements.count == 0 }
    package var current: Element? { elements.count > 0 ? elements[elements.count - 1] : nil }
    package var first: Element? { elements.count > 0 ? elements[0] : nil }

    package subscript(index: Int) -> Element { elements[index] }

    /// The current node, unretained, for `_withUnsafeGuaranteedRef`: a
    /// retain and release per inserted node otherwise. Safe while the stack
    /// is not changed: it holds a strong reference to every element on it.
    package var currentUnmanaged: Unmanaged<Element>? {
        guard elements.count > 0 else { return nil }
        return Unmanaged.passUnretained(elements[elements.count - 1])
    }

    package mutating func push(_ element: consuming Element) {
        opened(element)
        elements.append(element)
    }

    @discardableResult
    package mutating func pop() -> Element {
        let element = elements.removeLast()
        closed(element)
        return element
    }

    package mutating func insert(_ element: Element, at index: Int) {
        elements.insert(element, at: index)
        opened(element)
    }

    package mutating func replace(at index: Int, with element: Element) {
        closed(elements[index])
        elements[index] = element
        opened(element)
    }

    package mutating func remove(at index: Int) {
        closed(elements.remove(at: index))
    }

    package mutating func remove(_ element: Element) {
        if let index = index(of: element) { remove(at: index) }
    }

    private mutating func opened(_ element: Element) {
        element.isOpenInParser = true
        if element.namespace == .html { counts[element.tag] += 1 } else { foreignCount += 1 }
    }

    private mutating func closed(_ element: Element) {
        element.isOpenInParser = false
        guard element.namespace == .html else {
            foreignCount -= 1
            return
        }
        counts[element.tag] -= 1
        if mirrorsOptions, element.tag == .option {
            SelectedContentMirror.optionPopped(element, candidates: selectedContents, budget: &mirrorBudget)
        }
    }

    /// Whether an HTML element of this tag is open (for `other`: any unlisted one).
    package func contains(_ tag: TagName) -> Bool { counts[tag] > 0 }

    package func index(of element: Element) -> Int? {
        guard element.isOpenInParser else { return nil }
        return elements.lastIndex(where: { $0 === element })
    }

    /// The index of the topmost (most recently opened) HTML element of this tag.
    package func lastIndex(of tag: TagName) -> Int? {
        guard contains(tag) else { return nil }
        return elements.lastIndex(where: { $0.isHTML(tag) })
    }

    // The searches and pops below read the stack by index (`elements[i].tag`)
    // rather than binding each element to a local, which would retain and
    // release it: the stack's own reference keeps it alive meanwhile.

    package func hasInScope(_ tag: TagName, _ scope: ElementScope = .normal) -> Bool {
        guard contains(tag) else { return false }
        var index = elements.count
        while index > 0 {
            index -= 1
            if elements[index].isHTML(tag) { return true }
            if scope.isBoundary(elements[index]) { return false }
        }
        return false
    }

    package func hasInScope(anyOf tags: TagSet, _ scope: ElementScope = .normal) -> Bool {
        var index = elements.count
        while index > 0 {
            index -= 1
            if elements[index].namespace == .html && tags.contains(elements[index].tag) { return true }
            if scope.isBoundary(elements[index]) { return false }
        }
        return false
    }

    package func hasInScope(_ target: Element, _ scope: ElementScope = .normal) -> Bool {
        guard target.isOpenInParser else { return false }
        var index = elements.count
        while index > 0 {
            index -= 1
            if elements[index] === target { return true }
            if scope.isBoundary(elements[index]) { return false }
        }
        return false
    }

    /// Pops until an HTML element of this tag has been popped.
    package mutating func popUntil(_ tag: TagName) {
        guard contains(tag) else { return }
        while elements.count > 0 {
            let found = elements[elements.count - 1].isHTML(tag)
            pop()
            if found { return }
        }
    }

    package mutating func popUntil(anyOf tags: TagSet) {
        while elements.count > 0 {
            let last = elements.count - 1
            let found = elements[last].namespace == .html && tags.contains(elements[last].tag)
            pop()
            if found { return }
        }
    }

    package mutating func popUntil(_ target: Element) {
        guard target.isOpenInParser else { return }
        while elements.count > 0 {
            let found = elements[elements.count - 1] === target
            pop()
            if found { return }
        }
    }

    /// Pops while the current node is an HTML element in `tags`, except `exception`.
    package mutating func popWhile(in tags: TagSet, except exception: TagName? = nil) {
        while elements.count > 0 {
            let last = elements.count - 1
            guard elements[last].namespace == .html, tags.contains(elements[last].tag), elements[last].tag != exception else { return }
            pop()
        }
    }

    /// Pops until the current node is an HTML element in `tags` ("clear the
    /// stack back to a table context" and its kin).
    package mutating func popUntilCurrent(in tags: TagSet) {
        while elements.count > 0 {
            let last = elements.count - 1
            if elements[last].namespace == .html && tags.contains(elements[last].tag) { return }
            pop()
        }
    }

    /// A `<selectedcontent>` was made: from now on popped options are mirrored.
    package mutating func noteSelectedContent(_ element: Element) {
        selectedContents.append(element)
        mirrorsOptions = true
    }

    package mutating func removeAll() {
        while elements.count > 0 { pop() }
    }
}
