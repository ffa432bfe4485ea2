/// The attributes of the tag being tokenized, in a buffer kept from tag to
/// tag. `takeArray` moves them into an array of exactly their number: no
/// string is retained for the copy and released again when the buffer is
/// emptied (copying, then emptying an `Array`, cost 9% of the parse).
package final class PendingAttributes {
    private var base: UnsafeMutablePointer<Attribute>
    private var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int = 16) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    package var isEmpty: Bool { count == 0 }

    package subscript(index: Int) -> Attribute { base[index] }

    package func append(_ attribute: consuming Attribute) {
        if count == capacity { grow() }
        (base + count).initialize(to: attribute)
        count += 1
    }

    package func contains(name: String) -> Bool {
        for index in 0..<count where base[index].name == name { return true }
        return false
    }

    /// The names so far, for the tag that has too many to compare one by one.
    package func names() -> Set<String> {
        var names = Set<String>(minimumCapacity: count * 2)
        for index in 0..<count { names.insert(base[index].name) }
        return names
    }

    /// Each attribute moved out and dropped: `deinitialize(count:)` goes
    /// through the runtime's generic `swift_arrayDestroy` (86 instructions
    /// for a list of one), where a move releases the two strings inline. A
    /// tag whose list is shared empties the buffer this way (rust-avx512f-src:
    /// 209 000 times).
    package func removeAll() {
        for index in 0..<count { _ = (base + index).move() }
        count = 0
    }

    /// The attributes, moved out; the buffer is empty afterwards.
    package func takeArray() -> [Attribute] {
        let moved = count
        count = 0
        // Most lists are one or two long (`<a href>`, `<span class>`): an
        // array literal allocates its storage at once, where reserving room
        // in an empty array went through the generic path that makes a new
        // buffer and releases the empty one (100 instructions more).
        switch moved {
        case 1: return [base.move()]
        case 2: return [base.move(), (base + 1).move()]
        default: break
        }
        // Appended one by one into reserved room rather than through
        // `Array(unsafeUninitializedCapacity:)`, which calls into the
        // standard library unspecialized and looks the array's type up at
        // run time, a third of the cost of the whole array.
        var array: [Attribute] = []
        array.reserveCapacity(moved)
        for index in 0..<moved { array.append((base + index).move()) }
        return array
    }

    /// Whether the attributes are `list`'s, in the same order.
    package func equals(_ list: [Attribute]) -> Bool {
        guard list.count == count else { return false }
        for index in 0..<count where base[index] != list[index] { return false }
        return true
    }

    private func grow() {
        capacity *= 2
        base = base.moved(count: count, toCapacity: capacity)
    }
}
