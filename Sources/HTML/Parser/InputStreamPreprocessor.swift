/// Turns the bytes of a page, fed in chunks of any size, into the input
/// stream the tokenizer reads: UTF-8 decoded as the WHATWG Encoding
/// standard's UTF-8 decoder does (each maximal invalid subpart becomes one
/// U+FFFD) and newlines normalised (HTML §13.2.3.5: CR LF and lone CR become
/// LF). The output stays UTF-8 bytes, so the tokenizer works on bytes.
///
/// A chunk that is valid UTF-8 throughout, without CR, and not continuing a
/// sequence the previous chunk cut is passed through untouched: the common
/// case costs one scan and no copy.
package struct InputStreamPreprocessor {
    /// The bytes of a sequence the previous chunk ended inside.
    private var pending: [UInt8] = []
    /// How many continuation bytes the pending sequence still needs.
    private var needed = 0
    /// The range the next continuation byte must fall in (the decoder's
    /// "UTF-8 lower/upper boundary": it rejects overlongs and surrogates).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF
    /// A CR was turned into LF; an LF right after it is dropped.
    private var lastWasCR = false

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether `chunk` can be tokenized as it is. When it cannot, the
    /// decoded, normalised bytes are in `scratch` (replacing its contents).
    package mutating func preprocess(_ chunk: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8]) -> Bool {
        let count = chunk.count
        guard count > 0 else { return true }
        let cleanPrefix = needed == 0 && !(lastWasCR && chunk[0] == 0x0A) ? Self.validPrefixLength(chunk) : 0
        if cleanPrefix == count {
            lastWasCR = false
            return true
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<cleanPrefix]))
        if cleanPrefix > 0 { lastWasCR = false }
        var index = cleanPrefix
        while index < count {
            decode(chunk[index], into: &scratch)
            index += 1
        }
        return false
    }

    /// `chunk` as the input stream, handed to `body`: the chunk itself when
    /// it can be tokenized as it is, else its decoded bytes in `scratch`.
    package mutating func withInputStream<Result>(of chunk: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8],
                                                  _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if preprocess(chunk, scratch: &scratch) { return body(chunk) }
        return scratch.withUnsafeBufferPointer(body)
    }

    /// End of input: a sequence left incomplete is one U+FFFD.
    package mutating func finish(into output: inout [UInt8]) {
        if needed > 0 {
            output.append(contentsOf: Self.replacement)
            resetSequence()
        }
    }

    private mutating func decode(_ byte: UInt8, into output: inout [UInt8]) {
        if needed > 0 {
            if byte >= lower && byte <= upper {
                pending.append(byte)
                needed -= 1
                lower = 0x80
                upper = 0xBF
                if needed == 0 {
                    output.append(contentsOf: pending)
                    pending.removeAll(keepingCapacity: true)
                }
                return
            }
            // Encoding §UTF-8 decoder: the invalid subpart so far is one
            // U+FFFD and this byte is processed again on its own.
            output.append(contentsOf: Self.replacement)
            resetSequence()
        }
        switch byte {
        case 0x0D:
            output.append(0x0A)
            lastWasCR = true
            return
        case 0x0A where lastWasCR:
            lastWasCR = false
            return
        case 0x00...0x7F:
            output.append(byte)
        case 0xC2...0xDF:
            begin(byte, needing: 1)
        case 0xE0:
            begin(byte, needing: 2, lower: 0xA0)
        case 0xED:
            begin(byte, needing: 2, upper: 0x9F)
        case 0xE1...0xEC, 0xEE...0xEF:
            begin(byte, needing: 2)
        case 0xF0:
            begin(byte, needing: 3, lower: 0x90)
        case 0xF4:
            begin(byte, needing: 3, upper: 0x8F)
        case 0xF1...0xF3:
            begin(byte, needing: 3)
        default:
            output.append(contentsOf: Self.replacement)
        }
        lastWasCR = false
    }

    private mutating func begin(_ byte: UInt8, needing count: Int, lower: UInt8 = 0x80, upper: UInt8 = 0xBF) {
        pending.append(byte)
        needed = count
        self.lower = lower
        self.upper = upper
    }

    private mutating func resetSequence() {
        pending.removeAll(keepingCapacity: true)
        needed = 0
        lower = 0x80
        upper = 0xBF
    }

    /// How many leading bytes are complete, valid UTF-8 without CR. ASCII is
    /// checked sixteen bytes at a time, then eight.
    package static func validPrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
                let hasCR = (crs &- 0x0101_0101_0101_0101) & ~crs & 0x8080_8080_8080_8080
                if word & 0x8080_8080_8080_8080 == 0 && hasCR == 0 {
                    // ASCII goes on in runs: then a block at a time (text
                    // in other scripts does not pay for trying).
                    index = asciiWithoutCRPrefix(raw, from: index + 8, count: count)
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0x0D { return index }
                index += 1
                continue
            }
            let length = validSequenceLength(base, at: index, count: count)
            if length == 0 { return index }
            index += length
        }
        return index
    }

    /// Past the 16-byte blocks from `index` on that are ASCII without CR: two
    /// words tested together (a byte of either with its high bit set, or a
    /// CR, which is a zero byte after `^ 0x0D..0D`; in ASCII `(v - 0x01..01)`
    /// sets a byte's high bit only at or above a zero byte). The block that
    /// fails is read again by the caller, eight bytes or one at a time.
    @inline(__always)
    private static func asciiWithoutCRPrefix(_ raw: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let crs: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var index = start
        while index + 16 <= count {
            let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let second = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            let marks = first | second | ((first ^ crs) &- ones) | ((second ^ crs) &- ones)
            if marks & highs != 0 { break }
            index += 16
        }
        return index
    }

    /// The length of the valid, complete multi-byte sequence at `index`, or
    /// 0 when it is invalid or cut by the end of the buffer.
    private static func validSequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int {
        let lead = base[index]
        var length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xED: length = 3; upper = 0x9F
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xF0: length = 4; lower = 0x90
        case 0xF4: length = 4; upper = 0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= count else { return 0 }
        let second = base[index + 1]
        guard second >= lower && second <= upper else { return 0 }
        var offset = 2
        while offset < length {
            let next = base[index + offset]
            guard next >= 0x80 && next <= 0xBF else { return 0 }
            offset += 1
        }
        return length
    }
}
