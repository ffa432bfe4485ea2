/// One transfer or raw connection of a `Transport`, to cancel or close it.
package struct TransferID: Hashable, Sendable {
    package let value: Int
}
