/// A descriptor of the caller's (stdin, a signal pipe) that a transport's `poll`
/// waits on beside curl's sockets, so callers need not know curl's types.
package struct PollDescriptor: Sendable, Equatable {
    package var descriptor: Int32
    package var wantsInput: Bool
    package var wantsOutput: Bool
    /// Filled in by `poll`: input is waiting (or the other end closed).
    package internal(set) var isReadable = false
    /// Filled in by `poll`: writing would not block.
    package internal(set) var isWritable = false

    package init(_ descriptor: Int32, wantsInput: Bool = true, wantsOutput: Bool = false) {
        self.descriptor = descriptor
        self.wantsInput = wantsInput
        self.wantsOutput = wantsOutput
    }
}
