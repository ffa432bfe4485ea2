/// Strings made from short byte runs, remembered so a run seen again (a tag
/// or attribute name, a class, the white space between tags) costs a hash
/// and a compare instead of a UTF-8 validation and a new string. A direct-
/// mapped table: a newer run simply takes the slot of an older one, so it
/// never grows and a miss costs no allocation but the string's own.
final class InternedStrings {
    private static let slotCount = 1024
    private static let width = 24

    /// `width` bytes per slot; `lengths[slot] == 0xFF` marks an empty slot.
    private let keys: UnsafeMutablePointer<UInt8>
    private let lengths: UnsafeMutablePointer<UInt8>
    private let strings: UnsafeMutablePointer<String>

    init() {
        keys = .allocate(capacity: Self.slotCount * Self.width)
        keys.initialize(repeating: 0, count: Self.slotCount * Self.width)
        lengths = .allocate(capacity: Self.slotCount)
        lengths.initialize(repeating: 0xFF, count: Self.slotCount)
        strings = .allocate(capacity: Self.slotCount)
        strings.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        keys.deallocate()
        lengths.deallocate()
        strings.deinitialize(count: Self.slotCount)
        strings.deallocate()
    }

    func string(_ buffer: ByteBuffer) -> String {
        let count = buffer.count
        guard count <= Self.width else { return buffer.makeString() }
        let bytes = buffer.base
        // FNV-1a
        var hash: UInt32 = 0x811C_9DC5
        for index in 0..<count {
            hash = (hash ^ UInt32(bytes[index])) &* 0x0100_0193
        }
        let slot = Int(hash & UInt32(Self.slotCount - 1))
        let key = keys + slot * Self.width
        if Int(lengths[slot]) == count {
            var same = true
            for index in 0..<count where key[index] != bytes[index] {
                same = false
                break
            }
            if same { return strings[slot] }
        }
        let made = buffer.makeString()
        key.update(from: bytes, count: count)
        lengths[slot] = UInt8(count)
        strings[slot] = made
        return made
    }
}
