/// The `action` of a `<turbo-stream>` (turbo-wire S4).
package enum StreamActionKind: String, Sendable, CaseIterable {
    case append, prepend, before, after, replace, update, remove, refresh

    /// `refresh` acts on the page, not on elements.
    package var needsTarget: Bool { self != .refresh }
}
