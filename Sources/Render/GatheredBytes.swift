/// The bytes of a line's open span (`LineComposer.openText`), gathered a
/// run at a time. `[UInt8].append(contentsOf:)` took 90 instructions for
/// the word or two of a source view's span, through its generic path:
/// half a million runs on a 10 MB page, on the layout's thread after the
/// parse's two have finished. This checks that the bytes are its own and
/// that they fit, and copies.
///
/// A value, as the array was: a copy (a layout checkpoint keeps a
/// composer) shares the bytes until either changes them. Empty, it holds
/// no storage, so a composer made for a table cell allocates nothing until
/// it gathers.
package struct GatheredBytes {
    /// Frees the bytes when the last value that shares them goes; its count
    /// of references says whether a value may write in place.
    private final class Owner {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }
    }

    // The bytes are read and written through these, each value keeping its
    // own count: emptying or shortening never touches bytes another value
    // shares, and only an append needs the owner to be this value's alone.
    private var base: UnsafeMutablePointer<UInt8>?
    package private(set) var count = 0
    private var capacity = 0
    private var owner: Owner?

    package init() {}

    package var isEmpty: Bool { count == 0 }

    package subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "GatheredBytes index out of range")
        return base.unsafelyUnwrapped[index]
    }

    @inline(__always)
    package mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress, run.count > 0 else { return }
        makeRoom(for: run.count)
        (base.unsafelyUnwrapped + count).update(from: source, count: run.count)
        count += run.count
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        base.unsafelyUnwrapped[count] = byte
        count += 1
    }

    package mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "GatheredBytes: removing more than there is")
        count -= k
    }

    /// Empties it; the storage stays for the next line.
    package mutating func removeAll() {
        count = 0
    }

    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    package func makeString() -> String {
        withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    @inline(__always)
    private mutating func makeRoom(for more: Int) {
        if count + more > capacity || !isKnownUniquelyReferenced(&owner) { grow(for: more) }
    }

    /// New storage of this value's own, with its bytes and room for `more`.
    @inline(never)
    private mutating func grow(for more: Int) {
        let size = max(64, (count + more) * 2)
        let made = Owner(capacity: size)
        if let base { made.base.update(from: base, count: count) }
        owner = made
        base = made.base
        capacity = size
    }
}
