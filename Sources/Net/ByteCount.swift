import FoundationEssentials

/// A number of bytes as people write it: `1048576`, `64K`, `32M`, `2G`
/// (binary multiples), and back for messages.
package enum ByteCount {
    package static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces().uppercased()
        var digits = Substring(trimmed)
        var multiplier = 1
        for (suffix, factor) in [("KIB", 1 << 10), ("MIB", 1 << 20), ("GIB", 1 << 30),
                                 ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30), ("B", 1)]
            where digits.hasSuffix(suffix) {
            digits = digits.dropLast(suffix.count)
            multiplier = factor
            break
        }
        guard let number = Int(digits), number > 0 else { return nil }
        let (product, overflow) = number.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : product
    }

    package static func format(_ bytes: Int) -> String {
        for (unit, factor) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= factor {
            let whole = bytes / factor
            return bytes % factor == 0 ? "\(whole) \(unit)" : "\(bytes) bytes (about \(whole) \(unit))"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
