/// A descriptor of the caller's (stdin, a signal pipe) that a transport's `poll`
/// waits on beside curl's sockets, so callers need not know curl's types.
public struct PollDescriptor: Sendable, Equatable {
    public var descriptor: Int32
    public var wantsInput: Bool
    public var wantsOutput: Bool
    /// Filled in by `poll`: input is waiting (or the other end closed).
    public internal(set) var isReadable = false
    /// Filled in by `poll`: writing would not block.
    public internal(set) var isWritable = false

    public init(_ descriptor: Int32, wantsInput: Bool = true, wantsOutput: Bool = false) {
        self.descriptor = descriptor
        self.wantsInput = wantsInput
        self.wantsOutput = wantsOutput
    }
}
