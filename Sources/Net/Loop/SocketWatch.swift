/// A descriptor that a live connection asks the event loop to watch beside
/// the transport's own transfers, and what to do when it is ready.
package struct SocketWatch {
    package struct ID: Hashable, Sendable {
        package let value: Int

        package init(value: Int) {
            self.value = value
        }
    }

    package let descriptor: Int32
    package var wantsOutput: Bool
    package let onReady: (_ readable: Bool, _ writable: Bool) -> Void
}
