/// A descriptor that a live connection asks the event loop to watch beside
/// the transport's own transfers, and what to do when it is ready.
public struct SocketWatch {
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let descriptor: Int32
    var wantsOutput: Bool
    let onReady: (_ readable: Bool, _ writable: Bool) -> Void
}
