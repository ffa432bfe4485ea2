/// Finds the next byte a state stops at (`<`, `&`, a quote...) eight bytes
/// at a time: ordinary text, attribute values and comments are read in
/// words, not bytes. A word holds byte `x` exactly when `word ^ x*0x01..01`
/// has a zero byte, which `(v - 0x01..01) & ~v & 0x80..80` detects. That
/// mask can mark a false byte only above a true one (a borrow runs upwards
/// from a zero byte), so its lowest bit is the first match: the word's
/// trailing zero count gives the index without reading its bytes again.
package enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each zero byte of `value` (and perhaps of bytes above
    /// the first), little-endian: the first zero byte's is the lowest.
    @inline(__always)
    private static func zeroBytes(_ value: UInt64) -> UInt64 {
        (value &- ones) & ~value & highs
    }

    /// The index of the first of `a`, `b` or `c` in `input[start...]`, or
    /// `input.count`. Pass the same byte twice to look for fewer.
    @inline(__always)
    package static func firstIndex(of a: UInt8, _ b: UInt8, _ c: UInt8, in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = input.count
        guard let base = input.baseAddress else { return count }
        var index = start
        let raw = UnsafeRawPointer(base)
        let patternA = UInt64(a) &* ones
        let patternB = UInt64(b) &* ones
        let patternC = UInt64(c) &* ones
        while index + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let found = zeroBytes(word ^ patternA) | zeroBytes(word ^ patternB) | zeroBytes(word ^ patternC)
            if found != 0 { return index + found.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte == a || byte == b || byte == c { return index }
            index += 1
        }
        return count
    }
}
