/// Attribute lists that recur, kept so elements with the same short list
/// share one array: `<span class="hljs-keyword">` thousands of times on a
/// page of code. nodejs-api has 85 000 elements with attributes and 15 000
/// distinct lists; each shared one saves an allocation (a tenth of the
/// parse's) and its 80 bytes. Arrays are copied on write, so an element
/// whose attributes change (a stream's morph, `setAttribute`) gets its own.
///
/// A direct-mapped table keyed by a hash of the list's interned strings: a
/// newer list takes the slot of an older one, and a hit is confirmed by
/// comparing the strings, which for interned ones is comparing pointers.
package final class SharedAttributeLists {
    private static let slotCount = 256
    /// Longer lists seldom repeat exactly.
    package static let maximumLength = 4

    private let hashes: UnsafeMutablePointer<UInt64>
    private let lists: UnsafeMutablePointer<[Attribute]>

    package init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        lists = .allocate(capacity: Self.slotCount)
        lists.initialize(repeating: [], count: Self.slotCount)
    }

    deinit {
        hashes.deallocate()
        lists.deinitialize(count: Self.slotCount)
        lists.deallocate()
    }

    /// The hash of a list so far, extended by one attribute (the hashes of
    /// its interned name and value, never 0).
    @inline(__always)
    package static func extend(_ hash: UInt64, name: UInt64, value: UInt64) -> UInt64 {
        ((hash ^ name) &* 0x9E37_79B9_7F4A_7C15 ^ value) &* 0xC2B2_AE3D_27D4_EB4F
    }

    /// The array for `pending`, whose list hashes to `hash`: the one kept for
    /// an equal list (`pending` is then emptied), or a new one, kept.
    package func array(for pending: PendingAttributes, hash: UInt64) -> [Attribute] {
        let slot = Int(truncatingIfNeeded: hash >> 40) & (Self.slotCount - 1)
        if hashes[slot] == hash, pending.equals(lists[slot]) {
            pending.removeAll()
            return lists[slot]
        }
        let array = pending.takeArray()
        hashes[slot] = hash
        lists[slot] = array
        return array
    }
}
