/// The elements of the stack of open elements (`OpenElements`), in a buffer
/// of their own rather than an `Array`: every push and pop of an array
/// checked that its storage was uniquely held (and a push that there was
/// room through a call into the standard library), about 30 instructions an
/// element. The parser that owns the stack is not copied while it runs, so
/// the buffer is never shared. Indices are checked as an array's are.
package final class ElementStack {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    package private(set) var count = 0

    package init() {
        // 512 bytes: a request malloc serves from its small bins.
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Addressed, not returned: a read borrows the stack's reference, as an
    /// array's subscript does, where a getter would retain and release the
    /// element at every test of its tag.
    @inline(__always)
    package subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "index out of the stack")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "index out of the stack")
            return base + index
        }
    }

    @inline(__always)
    package func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    package func removeLast() -> Element {
        precondition(count > 0, "pop of an empty stack")
        count -= 1
        return (base + count).move()
    }

    package func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "index out of the stack")
        if count == capacity { grow() }
        (base + index + 1).moveInitialize(from: base + index, count: count - index)
        (base + index).initialize(to: element)
        count += 1
    }

    package func remove(at index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of the stack")
        let element = (base + index).move()
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        count -= 1
        return element
    }

    /// The index of the topmost element for which `predicate` holds.
    package func lastIndex(where predicate: (Element) -> Bool) -> Int? {
        var index = count
        while index > 0 {
            index -= 1
            if predicate(base[index]) { return index }
        }
        return nil
    }

    private func grow() {
        capacity *= 2
        base = base.moved(count: count, toCapacity: capacity)
    }
}
