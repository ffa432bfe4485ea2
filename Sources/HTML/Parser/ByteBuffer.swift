/// A growable byte buffer the tokenizer keeps for the whole parse and
/// reuses for every token (text runs, names, values, comment data): clearing
/// it is setting a count, appending a byte is a store, appending a run is a
/// few loads and stores when short and a `memcpy` when long, and none of it
/// checks uniqueness the way `[UInt8]` must.
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
        let destination = UnsafeMutableRawPointer(base + count)
        if length <= 16 {
            Self.copyShort(from: UnsafeRawPointer(start), to: destination, count: length)
        } else {
            destination.copyMemory(from: start, byteCount: length)
        }
        count += length
    }

    /// 1 to 16 bytes copied with two loads and two stores of one width, the
    /// second pair ending at the last byte (they overlap when the count is
    /// not twice the width): names, values and the text between tags are
    /// mostly this short, and `memcpy` cost a call and its own dispatch for
    /// each (855 000 calls a parse of nodejs-api). Both loads come before
    /// the stores, and read only the `count` bytes at `source`.
    @inline(__always)
    private static func copyShort(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            destination.storeBytes(of: head, as: UInt64.self)
            destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            destination.storeBytes(of: head, as: UInt32.self)
            destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            // 1 to 3: the first, the middle (or the first again) and the last.
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: count >> 1, as: UInt8.self)
            let last = source.load(fromByteOffset: count - 1, as: UInt8.self)
            destination.storeBytes(of: first, as: UInt8.self)
            destination.storeBytes(of: middle, toByteOffset: count >> 1, as: UInt8.self)
            destination.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        }
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
