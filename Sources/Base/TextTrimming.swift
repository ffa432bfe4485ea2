/// Trimming as Foundation's `trimmingCharacters(in:)` did it with its
/// predefined sets: the turbo-tui executable links FoundationEssentials
/// only (Foundation's own start-up cost a small page's dump 3 MiB,
/// docs/performance.md), and the standard library has no trimming.
extension StringProtocol {
    /// Without leading and trailing spaces and tabs: Foundation's
    /// `.whitespaces` (Unicode category Zs, U+0009 and, as Core Foundation
    /// has it, U+200B ZERO WIDTH SPACE).
    package func trimmingSpaces() -> String { trimming(where: TrimmedScalars.isSpace) }

    /// Without leading and trailing white space and line breaks:
    /// Foundation's `.whitespacesAndNewlines` (the spaces above, U+000A-U+000D,
    /// U+0085, U+2028 and U+2029).
    package func trimmingWhitespace() -> String { trimming(where: TrimmedScalars.isWhitespaceOrNewline) }

    /// Without the leading and trailing scalars for which `isTrimmed` holds.
    package func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard isTrimmed(scalars[last]) else { break }
            end = last
        }
        return String(scalars[start..<end])
    }

    /// Without the leading and trailing scalars that `set` holds.
    package func trimming(anyOf set: String) -> String {
        trimming(where: { set.unicodeScalars.contains($0) })
    }
}

/// The sets behind the trimming methods.
package enum TrimmedScalars {
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }

    package static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        if scalar.value == 0x85 || scalar.value == 0x200B { return true }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
