/// Which stack a visit goes to (path configuration key `context`).
public enum NavigationContext: String, Equatable, Sendable {
    case `default`
    case modal
}
