import HTML

/// The element handles of `drive`'s round two (docs/drive.md, "Element
/// handles"): a number for each element a snapshot ships, the same number
/// for the same element in every later snapshot, and never a number used
/// before. A handle stands for its element while the element is on the
/// shown page; after the element left it (a new page, a stream removing
/// it), the handle is stale, and a command naming it fails with
/// `stale_element` so the client finds the element again, as Capybara's
/// `synchronize` does after a browser's stale-element error.
///
/// The element keeps no number of its own (that would cost every element of
/// every page a word): the table maps each way, and forgets the handles of
/// a document that is no longer shown.
package final class NodeHandles {
    private struct Entry {
        weak var element: Element?
    }

    private var elements: [Int: Entry] = [:]
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var next = 1
    /// The document the handles were last given out for.
    private weak var document: Document?

    package init() {}

    /// The handle of `element`, a new one when it has none yet. Call it for
    /// the elements of `document`, the shown one: handles of the document
    /// shown before are dropped (they can only be stale now).
    package func handle(of element: Element, in document: Document) -> Int {
        if self.document !== document { forgetAll(keeping: document) }
        let key = ObjectIdentifier(element)
        // An identifier is an address, which a freed element may pass on to
        // a new one: the weak reference says whether it is still the same.
        if let number = numbers[key], elements[number]?.element === element { return number }
        let number = next
        next += 1
        numbers[key] = number
        elements[number] = Entry(element: element)
        return number
    }

    /// The element of `handle` if it is still on `document`; the error says
    /// why not otherwise.
    package func element(_ handle: Int, on document: Document) throws(DriverError) -> Element {
        guard let element = elements[handle]?.element, Self.root(of: element) === document else {
            throw DriverError.staleElement(handle)
        }
        return element
    }

    private func forgetAll(keeping document: Document) {
        elements.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
        self.document = document
    }

    private static func root(of node: Node) -> Node {
        var top = node
        while let parent = top.parent { top = parent }
        return top
    }
}
