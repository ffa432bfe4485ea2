import Glibc

/// Search text in bytes whose ASCII capitals were folded to small letters as
/// they were copied: the one scanner of `LineSearch` (one line) and
/// `PageSearchText` (a whole page), so that both answer alike.
enum FoldedBytes {
    /// `byte` with an ASCII capital read as its small letter.
    static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Where `pattern` (not empty) first starts in `text[from..<end]`:
    /// memchr finds each candidate first byte, memcmp checks the rest.
    static func find(_ pattern: [UInt8], in text: UnsafeBufferPointer<UInt8>, from: Int, before end: Int) -> Int? {
        guard let base = text.baseAddress, !pattern.isEmpty else { return nil }
        return pattern.withUnsafeBufferPointer { pattern in
            var position = from
            while end - position >= pattern.count {
                guard let hit = memchr(base + position, Int32(pattern[0]), end - position - pattern.count + 1) else { return nil }
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + start, pattern.baseAddress!, pattern.count) == 0 { return start }
                position = start + 1
            }
            return nil
        }
    }
}
