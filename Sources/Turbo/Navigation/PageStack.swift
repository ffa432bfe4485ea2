/// The pages of one stack, bottom first, with the pages that back moved off
/// it (for forward). Never holds a page twice by identity.
package struct PageStack: Equatable, Sendable {
    package private(set) var entries: [PageEntry] = []
    /// Most recently left page last; a new visit clears it, as browsers do.
    package private(set) var forward: [PageEntry] = []

    package init(_ entries: [PageEntry] = []) {
        self.entries = entries
    }

    package var isEmpty: Bool { entries.isEmpty }
    package var count: Int { entries.count }
    package var top: PageEntry? { entries.last }
    package var root: PageEntry? { entries.first }
    package var belowTop: PageEntry? { entries.count >= 2 ? entries[entries.count - 2] : nil }

    package mutating func push(_ entry: PageEntry) {
        forward.removeAll()
        entries.append(entry)
    }

    /// Replacing the top of an empty stack makes the entry its root.
    package mutating func replaceTop(with entry: PageEntry) {
        forward.removeAll()
        if !entries.isEmpty { entries.removeLast() }
        entries.append(entry)
    }

    package mutating func replaceAll(with entry: PageEntry) {
        forward.removeAll()
        entries = [entry]
    }

    /// Pops the top unless it is the root; returns whether it did.
    @discardableResult
    package mutating func pop() -> Bool {
        guard entries.count >= 2 else { return false }
        forward.removeAll()
        entries.removeLast()
        return true
    }

    package mutating func popToRoot() {
        forward.removeAll()
        entries.removeSubrange(min(1, entries.count)...)
    }

    /// Back: the top moves to the forward list.
    package mutating func goBack() -> Bool {
        guard entries.count >= 2 else { return false }
        forward.append(entries.removeLast())
        return true
    }

    package mutating func goForward() -> Bool {
        guard let next = forward.popLast() else { return false }
        entries.append(next)
        return true
    }

    package mutating func removeAll() {
        entries.removeAll()
        forward.removeAll()
    }

    package mutating func updateEntry(_ id: PageEntry.ID, _ change: (inout PageEntry) -> Void) {
        if let index = entries.firstIndex(where: { $0.id == id }) { change(&entries[index]) }
        if let index = forward.firstIndex(where: { $0.id == id }) { change(&forward[index]) }
    }

    package mutating func markAllNeedReload() {
        for index in entries.indices { entries[index].needsReload = true }
        for index in forward.indices { forward[index].needsReload = true }
    }

    package func contains(_ id: PageEntry.ID) -> Bool {
        entries.contains { $0.id == id } || forward.contains { $0.id == id }
    }
}
