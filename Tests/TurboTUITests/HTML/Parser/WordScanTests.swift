import Testing
import HTML

/// The tokenizer's word-at-a-time primitives against byte-at-a-time
/// answers on many seeded random inputs: `ByteScan` (the lowest marked
/// byte of a word is the match), the preprocessor's UTF-8 check (ASCII
/// blocks of sixteen) and `ByteBuffer`'s short copies (overlapping loads
/// and stores). Inputs are drawn from a few bytes that collide with the
/// tricks: zero, 0x01 above a zero (a false mark), the searched bytes
/// themselves and bytes with the high bit set.
@Suite("HTML parser: word-at-a-time scans and copies")
struct WordScanTests {
    /// A fixed-seed generator, so a failure names an input that recurs.
    private struct SeededBytes {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func pick(_ choices: [UInt8]) -> UInt8 { choices[below(choices.count)] }
    }

    @Test func byteScanFindsTheFirstOfThreeBytes() {
        var random = SeededBytes(state: 37)
        let alphabet: [UInt8] = [0x00, 0x01, 0x26, 0x27, 0x3C, 0x3D, 0x3E, 0x61, 0x80, 0xA6, 0xBC, 0xFF]
        for round in 0..<4000 {
            let bytes = (0..<random.below(48)).map { _ in random.pick(alphabet) }
            let a = random.pick(alphabet), b = random.pick(alphabet), c = random.pick(alphabet)
            let start = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
            let expected = bytes.indices.first { $0 >= start && (bytes[$0] == a || bytes[$0] == b || bytes[$0] == c) } ?? bytes.count
            let found = bytes.withUnsafeBufferPointer { ByteScan.firstIndex(of: a, b, c, in: $0, from: start) }
            #expect(found == expected, "round \(round): \(bytes) for \([a, b, c]) from \(start)")
            if found != expected { return }
        }
    }

    @Test func validPrefixStopsAtTheFirstCROrBadSequence() {
        var random = SeededBytes(state: 2026)
        let pieces: [[UInt8]] = [
            [0x61], [0x62, 0x63], Array("0123456789abcdef".utf8), [0x0D], [0x0A], [0x00],
            [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x98, 0x80],
            [0xFF], [0x80], [0xC3], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
        ]
        for round in 0..<4000 {
            var bytes: [UInt8] = []
            // Mostly clean ASCII, so the sixteen-byte blocks are reached.
            let pieceCount = random.below(12)
            for _ in 0..<pieceCount {
                bytes += random.below(3) == 0 ? pieces[random.below(pieces.count)] : pieces[2]
            }
            let expected = Self.validPrefixByteByByte(bytes)
            let found = bytes.withUnsafeBufferPointer { InputStreamPreprocessor.validPrefixLength($0) }
            #expect(found == expected, "round \(round): \(bytes)")
            if found != expected { return }
        }
    }

    @Test func shortAppendsCopyEveryByteAndNoMore() {
        let source = (0..<64).map { UInt8($0 + 1) }
        for existing in [0, 1, 7, 15, 16, 17, 31] {
            for length in 0...40 {
                let buffer = ByteBuffer(capacity: 32)
                buffer.append(Array(repeating: 0xEE, count: existing))
                source.withUnsafeBufferPointer { buffer.append($0, from: 3, to: 3 + length) }
                buffer.append(0xDD)
                let expected = Array(repeating: 0xEE, count: existing) + source[3..<(3 + length)] + [0xDD]
                #expect(Array(buffer.bytes) == expected, "\(length) bytes after \(existing)")
            }
        }
    }

    /// The longest prefix without CR that is whole, valid UTF-8, checked by
    /// the standard library: a prefix is valid exactly when decoding it
    /// gives back the same bytes.
    private static func validPrefixByteByByte(_ bytes: [UInt8]) -> Int {
        let end = bytes.firstIndex(of: 0x0D) ?? bytes.count
        var length = end
        while length > 0 {
            let prefix = Array(bytes[..<length])
            if Array(String(decoding: prefix, as: UTF8.self).utf8) == prefix { break }
            length -= 1
        }
        return length
    }
}
