/// One transfer or raw connection of a `Transport`, to cancel or close it.
public struct TransferID: Hashable, Sendable {
    package let value: Int
}
