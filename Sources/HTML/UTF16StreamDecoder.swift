/// UTF-16 (after its byte order mark) to UTF-8, fed the bytes in pieces as
/// they arrive: an odd byte or a high surrogate at the end of a piece waits
/// for the next one. Lone surrogates become U+FFFD, as a whole-body decode
/// through `String(decoding:as: UTF16.self)` makes them.
package struct UTF16StreamDecoder {
    package let littleEndian: Bool
    private var oddByte: UInt8?
    private var highSurrogate: UInt16?
    private var output: [UInt8] = []

    package init(littleEndian: Bool) {
        self.littleEndian = littleEndian
    }

    package mutating func decode(_ piece: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(piece.count * 3 / 2 + 8)
        var index = 0
        if let first = oddByte, !piece.isEmpty {
            oddByte = nil
            take(unit(first, piece[0]))
            index = 1
        }
        while index + 1 < piece.count {
            take(unit(piece[index], piece[index + 1]))
            index += 2
        }
        if index < piece.count { oddByte = piece[index] }
        output.withUnsafeBufferPointer(emit)
    }

    /// The end of the input: a lone high surrogate and an odd byte are each one U+FFFD.
    package mutating func finish(emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        output.removeAll(keepingCapacity: true)
        if highSurrogate != nil { appendScalar(0xFFFD) }
        if oddByte != nil { appendScalar(0xFFFD) }
        highSurrogate = nil
        oddByte = nil
        output.withUnsafeBufferPointer(emit)
    }

    private func unit(_ first: UInt8, _ second: UInt8) -> UInt16 {
        littleEndian ? UInt16(first) | UInt16(second) << 8 : UInt16(first) << 8 | UInt16(second)
    }

    private mutating func take(_ unit: UInt16) {
        if let high = highSurrogate {
            highSurrogate = nil
            if (0xDC00...0xDFFF).contains(unit) {
                appendScalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00))
                return
            }
            appendScalar(0xFFFD)
        }
        switch unit {
        case 0xD800...0xDBFF: highSurrogate = unit
        case 0xDC00...0xDFFF: appendScalar(0xFFFD)
        default: appendScalar(UInt32(unit))
        }
    }

    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
