/// Strings made from short byte runs, remembered so a run seen again (a tag
/// or attribute name, a class, the white space between tags) costs a hash
/// and a compare instead of a UTF-8 validation and a new string. A direct-
/// mapped table: a newer run simply takes the slot of an older one, so it
/// never grows and a miss costs no allocation but the string's own.
struct InternedStrings {
    private static let slotCount = 1024
    private static let width = 24

    /// `width` bytes per slot; `lengths[slot] == 0xFF` marks an empty slot.
    private var keys = [UInt8](repeating: 0, count: slotCount * width)
    private var lengths = [UInt8](repeating: 0xFF, count: slotCount)
    private var strings = [String](repeating: "", count: slotCount)

    mutating func string(_ buffer: ByteBuffer) -> String {
        let count = buffer.count
        guard count <= Self.width else { return buffer.makeString() }
        let bytes = buffer.base
        // FNV-1a
        var hash: UInt32 = 0x811C_9DC5
        for index in 0..<count {
            hash = (hash ^ UInt32(bytes[index])) &* 0x0100_0193
        }
        let slot = Int(hash & UInt32(Self.slotCount - 1))
        let offset = slot * Self.width
        if Int(lengths[slot]) == count {
            let same = keys.withUnsafeBufferPointer { keys in
                for index in 0..<count where keys[offset + index] != bytes[index] { return false }
                return true
            }
            if same { return strings[slot] }
        }
        let made = buffer.makeString()
        keys.withUnsafeMutableBufferPointer { keys in
            for index in 0..<count { keys[offset + index] = bytes[index] }
        }
        lengths[slot] = UInt8(count)
        strings[slot] = made
        return made
    }
}
