/// Which stack a visit goes to (path configuration key `context`).
package enum NavigationContext: String, Equatable, Sendable, CaseIterable {
    case `default`
    case modal
}
