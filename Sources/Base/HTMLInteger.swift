/// HTML's rules for parsing integers and non-negative integers (HTML 2.3.4.1,
/// 2.3.4.2): leading ASCII whitespace, an optional sign, then ASCII digits,
/// with anything after them ignored. Every number a page, a header or a file
/// gives goes through here into a bounded range: digits beyond what the range
/// holds saturate at its end instead of overflowing, so `start=9223372036854775807`
/// is a big number, never a trap.
package enum HTMLInteger {
    /// The value clamped into `range`, or nil when the text holds no number.
    /// Of `String` only: a generic `StringProtocol` version ran unspecialized
    /// in the modules that call it, and its first call scanned the
    /// executable's conformances (`ConcreteTextOperations.swift`).
    package static func parse(_ text: String, clampedTo range: ClosedRange<Int>) -> Int? {
        var bytes = text.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D })
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        // 2^63 is the largest magnitude an Int holds (as Int.min); more saturates there.
        let ceiling = UInt(Int.max) + 1
        var magnitude: UInt = 0
        var sawDigit = false
        for byte in bytes {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { break }
            sawDigit = true
            let (tens, tooBig) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = tens.addingReportingOverflow(UInt(byte - UInt8(ascii: "0")))
            magnitude = tooBig || carry ? ceiling : min(ceiling, sum)
        }
        guard sawDigit else { return nil }
        let value: Int
        if negative {
            value = magnitude == ceiling ? Int.min : -Int(magnitude)
        } else {
            value = Int(min(magnitude, UInt(Int.max)))
        }
        return min(range.upperBound, max(range.lowerBound, value))
    }

    /// The rules for non-negative integers: nil for a negative number as for no number.
    package static func parseNonNegative(_ text: String, atMost maximum: Int) -> Int? {
        guard let value = parse(text, clampedTo: Int.min...maximum), value >= 0 else { return nil }
        return value
    }
}
