/// `%XX` sequences decoded as Foundation's `removingPercentEncoding` did:
/// nil when a `%` is not followed by two hexadecimal digits or when the
/// decoded bytes are not UTF-8.
extension StringProtocol {
    package var percentDecoded: String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigit.value), let low = iterator.next().flatMap(HexDigit.value) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

}

/// One ASCII hexadecimal digit, either case: percent-encoding's `%XX`.
package enum HexDigit {
    @inlinable
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    @inlinable
    package static func isDigit(_ byte: UInt8) -> Bool { value(byte) != nil }
}
