/// SHA-1 (FIPS 180-4), needed only to check `Sec-WebSocket-Accept`; not for
/// anything secret. Foundation on Linux has no digest API, and one function
/// does not justify importing OpenSSL.
package enum SHA1 {
    package static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) * 8
        padded += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> (UInt64($0) * 8)) }
        for start in stride(from: 0, to: padded.count, by: 64) {
            compress(padded[start..<start + 64], into: &state)
        }
        return state.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (UInt32($0) * 8)) } }
    }

    private static func compress(_ block: ArraySlice<UInt8>, into state: inout [UInt32]) {
        var words = [UInt32](repeating: 0, count: 80)
        for index in 0..<16 {
            let offset = block.startIndex + index * 4
            words[index] = block[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        for index in 16..<80 {
            let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
            words[index] = mixed << 1 | mixed >> 31
        }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for index in 0..<80 {
            let (f, k): (UInt32, UInt32)
            switch index {
            case ..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
            case ..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
            case ..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
            }
            let next = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
            (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, next)
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d; state[4] &+= e
    }
}
