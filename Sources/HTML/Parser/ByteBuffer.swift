/// A growable byte buffer the tokenizer keeps for the whole parse and
/// reuses for every token (text runs, names, values, comment data): clearing
/// it is setting a count, appending a byte is a store, appending a run is a
/// `memcpy`, and none of it checks uniqueness the way `[UInt8]` must.
package final class ByteBuffer {
    package private(set) var base: UnsafeMutablePointer<UInt8>
    package private(set) var count = 0
    private var capacity: Int

    package init(capacity: Int = 256) {
        // At least `InternedStrings.width`, which reads that many bytes.
        self.capacity = max(32, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    package var isEmpty: Bool { count == 0 }

    package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    package subscript(index: Int) -> UInt8 { base[index] }

    @inline(__always)
    package func removeAll() { count = 0 }

    @inline(__always)
    package func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    package func append(_ start: UnsafePointer<UInt8>, count length: Int) {
        guard length > 0 else { return }
        if count + length > capacity { grow(to: count + length) }
        (base + count).update(from: start, count: length)
        count += length
    }

    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let start = bytes.baseAddress { append(start, count: bytes.count) }
    }

    package func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    package func append(_ other: ByteBuffer) {
        append(other.base, count: other.count)
    }

    /// The bytes from `offset` on.
    package func append(_ other: ByteBuffer, from offset: Int) {
        append(other.base + offset, count: other.count - offset)
    }

    /// `input[start..<end]`.
    @inline(__always)
    package func append(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        if end > start, let first = input.baseAddress { append(first + start, count: end - start) }
    }

    package func hasSameBytes(as other: ByteBuffer) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where base[index] != other.base[index] { return false }
        return true
    }

    package func hasSameBytes(as other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where base[index] != other[index] { return false }
        return true
    }

    package func makeString() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
