import Glibc

/// Strings made from short byte runs, remembered so a run seen again (a tag
/// or attribute name, a class, the white space between tags) costs a hash
/// and a compare of three words instead of a UTF-8 validation and a new
/// string. A direct-mapped table: a newer run simply takes the slot of an
/// older one, so it never grows and a miss costs only the string itself.
package final class InternedStrings {
    private static let slotCount = 1024
    /// Runs up to three words long are interned (`ByteBuffer` keeps at
    /// least this many bytes allocated, so reading them is safe).
    package static let width = 24

    /// Three words per slot, the bytes past the run's length zeroed;
    /// `lengths[slot] == 0xFF` marks an empty slot.
    private let keys: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<UInt8>
    private let strings: UnsafeMutablePointer<String>
    /// The slot's string looked up as a tag name, or nil until a tag name
    /// takes the slot: a tag seen before then costs no lookup in `TagName`'s
    /// table (5% of the parse).
    private let tags: UnsafeMutablePointer<TagName?>
    /// For each run length up to `width`, three masks that keep the run's
    /// bytes of each of its three words: the words are then read and masked
    /// without a branch on the length (the tests per word were a sixth of
    /// the lookup's instructions).
    private let masks: UnsafeMutablePointer<UInt64>

    /// The hash of the run last looked up (0 when it was too long to
    /// intern): equal runs have equal hashes, which lets a tag test its
    /// attribute names for duplicates without comparing strings.
    package private(set) var lastHash: UInt64 = 0

    /// Attribute values longer than `width`, up to `longWidth` bytes, have a
    /// table of their own: a page repeats long values (SVG's `style`, a
    /// rustdoc `href` or `class`) thousands of times, each a string of its
    /// own in the DOM until they share one (1.4 MB of rust-wrapping's).
    /// Direct-mapped as above, by a hash of the whole run and its length,
    /// the string's bytes compared on a match.
    private static let longSlotCount = 512
    package static let longWidth = 256
    private let longHashes: UnsafeMutablePointer<UInt64>
    private let longStrings: UnsafeMutablePointer<String>

    package init() {
        keys = .allocate(capacity: Self.slotCount * 3)
        keys.initialize(repeating: 0, count: Self.slotCount * 3)
        lengths = .allocate(capacity: Self.slotCount)
        lengths.initialize(repeating: 0xFF, count: Self.slotCount)
        strings = .allocate(capacity: Self.slotCount)
        strings.initialize(repeating: "", count: Self.slotCount)
        tags = .allocate(capacity: Self.slotCount)
        tags.initialize(repeating: nil, count: Self.slotCount)
        longHashes = .allocate(capacity: Self.longSlotCount)
        longHashes.initialize(repeating: 0, count: Self.longSlotCount)
        longStrings = .allocate(capacity: Self.longSlotCount)
        longStrings.initialize(repeating: "", count: Self.longSlotCount)
        masks = .allocate(capacity: (Self.width + 1) * 3)
        for count in 0...Self.width {
            for word in 0..<3 {
                let bytes = min(max(count - word * 8, 0), 8)
                (masks + count * 3 + word).initialize(to: bytes == 8 ? ~0 : (1 << (UInt64(bytes) * 8)) - 1)
            }
        }
    }

    deinit {
        keys.deallocate()
        lengths.deallocate()
        strings.deinitialize(count: Self.slotCount)
        strings.deallocate()
        tags.deallocate()
        longHashes.deallocate()
        longStrings.deinitialize(count: Self.longSlotCount)
        longStrings.deallocate()
        masks.deallocate()
    }

    /// An attribute value's string: interned as any short run, and a long
    /// one up to `longWidth` bytes in the table of long values. `lastHash`
    /// is 0 for a long value, as for any run not interned: the lists of
    /// attributes shared by their hashes stay those of short values.
    package func attributeValue(_ buffer: ByteBuffer) -> String {
        let count = buffer.count
        guard count > Self.width else { return string(buffer) }
        lastHash = 0
        guard count <= Self.longWidth else { return buffer.makeString() }
        let raw = UnsafeRawPointer(buffer.base)
        // Every whole word, then the last eight bytes (over the one before when the run is not a multiple of eight).
        var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ Self.word(raw, offset)) &* 0xC2B2_AE3D_27D4_EB4F
            hash ^= hash >> 29
            offset += 8
        }
        hash = (hash ^ Self.word(raw, count - 8)) &* 0x1656_67B1_9E37_79F9
        hash ^= hash >> 32
        hash |= 1
        let slot = Int(truncatingIfNeeded: hash >> 7) & (Self.longSlotCount - 1)
        if longHashes[slot] == hash {
            var kept = longStrings[slot]
            let same = kept.withUTF8 { bytes in bytes.count == count && memcmp(bytes.baseAddress!, raw, count) == 0 }
            if same { return kept }
        }
        let made = buffer.makeString()
        longHashes[slot] = hash
        longStrings[slot] = made
        return made
    }

    package func string(_ buffer: ByteBuffer) -> String {
        guard buffer.count <= Self.width else {
            lastHash = 0
            return buffer.makeString()
        }
        return strings[slot(buffer)]
    }

    /// A tag name's string and its `TagName`, the latter remembered in the
    /// slot. A listed tag's string is its literal (`TagName.name`, the same
    /// bytes), which costs no retain; only `other` takes the slot's string.
    package func tagName(_ buffer: ByteBuffer) -> (name: String, tag: TagName) {
        guard buffer.count <= Self.width else {
            lastHash = 0
            let name = buffer.makeString()
            return (name, TagName(name))
        }
        let slot = slot(buffer)
        let tag: TagName
        if let known = tags[slot] {
            tag = known
        } else {
            tag = TagName(strings[slot])
            tags[slot] = tag
        }
        return tag == .other ? (strings[slot], .other) : (tag.name, tag)
    }

    /// The slot now holding the run's string (at most `width` bytes).
    private func slot(_ buffer: ByteBuffer) -> Int {
        let count = buffer.count
        let raw = UnsafeRawPointer(buffer.base)
        let first = Self.word(raw, 0) & masks[count * 3]
        // Most runs (tag and attribute names, classes, the white space
        // between tags) fit one word: the other two are zero once masked, in
        // the run's key as in every key of its length, so neither is read,
        // hashed or compared (a fifth of the lookup's instructions). The hash
        // is the one the general case gives with those words zero.
        if count <= 8 {
            let slot = claim(hash: (first &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count))
            if Int(lengths[slot]) == count && keys[slot * 3] == first { return slot }
            return fill(slot, buffer, first, 0, 0)
        }
        let mask = masks + count * 3
        let second = Self.word(raw, 8) & mask[1]
        let third = Self.word(raw, 16) & mask[2]
        let slot = claim(hash: (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
                         ^ (third &* 0x1656_67B1_9E37_79F9) ^ UInt64(count))
        let key = keys + slot * 3
        if Int(lengths[slot]) == count && key[0] == first && key[1] == second && key[2] == third {
            return slot
        }
        return fill(slot, buffer, first, second, third)
    }

    /// Finishes a run's hash, keeps it as `lastHash` and answers its slot.
    @inline(__always)
    private func claim(hash mixed: UInt64) -> Int {
        var hash = mixed
        hash ^= hash >> 31
        hash |= 1
        lastHash = hash
        return Int(truncatingIfNeeded: hash >> 7) & (Self.slotCount - 1)
    }

    /// A miss: the run takes `slot`, with a string of its own.
    private func fill(_ slot: Int, _ buffer: ByteBuffer, _ first: UInt64, _ second: UInt64, _ third: UInt64) -> Int {
        let key = keys + slot * 3
        key[0] = first
        key[1] = second
        key[2] = third
        lengths[slot] = UInt8(buffer.count)
        strings[slot] = buffer.makeString()
        tags[slot] = nil
        return slot
    }

    /// The little-endian word at `offset`, all eight bytes: the buffer has
    /// `width` bytes allocated at least, and the caller masks off those past
    /// the run.
    @inline(__always)
    private static func word(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
