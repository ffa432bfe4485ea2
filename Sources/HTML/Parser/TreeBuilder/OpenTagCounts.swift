/// How many HTML elements of each tag the stack of open elements holds
/// (`OpenElements`). A class around a fixed buffer rather than an array:
/// every push and pop changes a count, and an array checked that it was
/// uniquely held each time (37 000 calls a parse of rust-releases). The
/// parser that owns the stack is not copied while it runs, so the buffer is
/// never shared.
final class OpenTagCounts {
    private static let size = 256
    private let counts: UnsafeMutablePointer<Int32>

    init() {
        counts = .allocate(capacity: Self.size)
        counts.initialize(repeating: 0, count: Self.size)
    }

    deinit {
        counts.deallocate()
    }

    /// Indexed by the raw value, below 256 for every `TagName`.
    @inline(__always)
    subscript(tag: TagName) -> Int32 {
        get { counts[Int(tag.rawValue)] }
        set { counts[Int(tag.rawValue)] = newValue }
    }
}
