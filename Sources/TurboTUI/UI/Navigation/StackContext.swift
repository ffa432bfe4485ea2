/// Which stack a page lives in: the main one, or the modal one drawn over it.
enum StackContext: Hashable, Sendable {
    case main
    case modal
}
