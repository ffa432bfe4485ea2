/// Literal search and replacement in text, compared scalar by scalar as
/// Foundation's `range(of:)` and `replacingOccurrences(of:with:)` compared
/// (the standard library's own compare Characters, so "\r" is not found in
/// a "\r\n"). One difference: Foundation does not find an "e" that a
/// combining accent follows; these do. turbo-tui looks for ASCII only.
extension StringProtocol {
    /// The first place `target` occurs, compared byte for byte in UTF-8
    /// (which is scalar for scalar); nil when it does not occur or is empty.
    package func literalRange(of target: String) -> Range<String.Index>? {
        byteRange(of: target, matching: ==)
    }

    /// The same with ASCII letters compared without case (for protocol
    /// words such as `realm=`).
    package func asciiCaseInsensitiveRange(of target: String) -> Range<String.Index>? {
        byteRange(of: target) { ASCIICase.lower($0) == ASCIICase.lower($1) }
    }

    private func byteRange(of target: String, matching equal: (UInt8, UInt8) -> Bool) -> Range<String.Index>? {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return nil }
        let bytes = Substring(self).utf8
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(where: { equal($0, first) }) {
            var candidate = found
            var matched = 0
            while matched < needle.count, candidate < bytes.endIndex, equal(bytes[candidate], needle[matched]) {
                matched += 1
                candidate = bytes.index(after: candidate)
            }
            if matched == needle.count { return found..<candidate }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// Every occurrence of `target` replaced by `replacement`, left to right.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return String(self) }
        var rest = Substring(self)
        var result = ""
        while let found = rest.literalRange(of: target) {
            // `append(contentsOf:)` with a Substring, not `+=`: that is the
            // generic append, unspecialized (docs/performance.md).
            result.append(contentsOf: rest[..<found.lowerBound])
            result += replacement
            rest = rest[found.upperBound...]
        }
        result.append(contentsOf: rest)
        return result
    }
}

extension String {
    /// Equal when ASCII letters are compared without case (HTTP field
    /// names, RFC 9110 §5.1). Of `String` only: the `StringProtocol`
    /// version ran unspecialized, and its first call scanned every protocol
    /// conformance of the executable (ConcreteTextOperations.swift).
    package func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var lhs = utf8.makeIterator()
        var rhs = other.utf8.makeIterator()
        while let left = lhs.next(), let right = rhs.next() {
            if ASCIICase.lower(left) != ASCIICase.lower(right) { return false }
        }
        return true
    }
}

package enum ASCIICase {
    package static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
