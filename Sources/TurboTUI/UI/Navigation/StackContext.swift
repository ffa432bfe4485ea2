/// Which stack a page lives in: the main one, or the modal one drawn over it.
public enum StackContext: Hashable, Sendable {
    case main
    case modal
}
