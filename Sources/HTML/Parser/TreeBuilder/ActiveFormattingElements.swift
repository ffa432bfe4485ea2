/// The list of active formatting elements (HTML §13.2.4.3): the `<b>`s and
/// `<a>`s still in effect, with markers where a cell, caption, template,
/// applet, object or marquee began.
package struct ActiveFormattingElements {
    package enum Entry {
        case marker
        case element(Element)

        package var element: Element? {
            if case .element(let element) = self { return element }
            return nil
        }
    }

    package private(set) var entries: [Entry] = []

    package var isEmpty: Bool { entries.isEmpty }
    package var count: Int { entries.count }

    package subscript(index: Int) -> Entry { entries[index] }

    /// Whether "reconstruct the active formatting elements" has nothing to
    /// do: the list is empty or its last entry is a marker or an open
    /// element. Asked before every run of text, so without taking the entry
    /// out (and retaining its element).
    @inline(__always)
    package var lastIsMarkerOrOpen: Bool {
        guard let last = entries.indices.last else { return true }
        switch entries[last] {
        case .marker: return true
        case .element(let element): return element.isOpenInParser
        }
    }

    package mutating func pushMarker() {
        entries.append(.marker)
    }

    /// Pushes with the Noah's Ark clause: of identical elements (tag,
    /// namespace and attributes) after the last marker at most three stay,
    /// the earliest going first.
    package mutating func push(_ element: Element) {
        var identical = 0
        var earliest: Int?
        var index = entries.count
        while index > 0 {
            index -= 1
            guard let other = entries[index].element else { break }
            if Self.identical(other, element) {
                identical += 1
                earliest = index
            }
        }
        if identical >= 3, let earliest { entries.remove(at: earliest) }
        entries.append(.element(element))
    }

    private static func identical(_ a: Element, _ b: Element) -> Bool {
        guard a.tag == b.tag, a.name == b.name, a.namespace == b.namespace,
              a.attributes.count == b.attributes.count else { return false }
        // Names and values: the namespaces follow from them on elements of one namespace.
        return a.attributes.allSatisfy { b.attributes.contains($0) }
    }

    /// "Clear the list of active formatting elements up to the last marker".
    package mutating func clearToLastMarker() {
        while let entry = entries.popLast() {
            if case .marker = entry { return }
        }
    }

    /// The last HTML element of this tag after the last marker.
    package func lastElement(_ tag: TagName) -> Element? {
        for entry in entries.reversed() {
            guard let element = entry.element else { return nil }
            if element.isHTML(tag) { return element }
        }
        return nil
    }

    /// Whether the last entry is `element` itself.
    package func lastIs(_ element: Element) -> Bool {
        guard let last = entries.indices.last, case .element(let entry) = entries[last] else { return false }
        return entry === element
    }

    package mutating func removeLast() {
        entries.removeLast()
    }

    package func index(of element: Element) -> Int? {
        entries.lastIndex { $0.element === element }
    }

    package func contains(_ element: Element) -> Bool { index(of: element) != nil }

    package mutating func remove(_ element: Element) {
        if let index = index(of: element) { entries.remove(at: index) }
    }

    package mutating func remove(at index: Int) {
        entries.remove(at: index)
    }

    package mutating func insert(_ element: Element, at index: Int) {
        entries.insert(.element(element), at: index)
    }

    package mutating func replace(at index: Int, with element: Element) {
        entries[index] = .element(element)
    }
}
