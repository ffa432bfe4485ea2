/// The two stacks of Turbo Native: the main one and the modal one drawn over
/// it. Each has its own session; both share one cookie jar.
package enum NavigationStackKind: String, Equatable, Sendable, CaseIterable {
    case main
    case modal
}
