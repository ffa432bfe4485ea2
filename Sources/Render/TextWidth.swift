/// Terminal column widths per grapheme cluster: East Asian Wide and
/// Fullwidth characters and emoji presentation take two columns; combining
/// marks, joiners, variation selectors and skin tones take none.
package enum TextWidth {
    package static func columns(_ text: String) -> Int {
        // In place when the bytes are contiguous (a native string): the
        // generic walk of `utf8` was 4% of the dump of a page of code.
        let isASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII { return text.utf8.count }
        // Cluster widths equal the sum of scalar widths (marks and joiners
        // count 0) except for emoji sequences; only those need grapheme breaking,
        // which costs far more than looking at scalars.
        var total = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0xFE0F || value == 0x200D || (0x1F1E6...0x1F1FF).contains(value) {
                return text.reduce(0) { $0 + columns($1) }
            }
            total += columns(scalar)
        }
        return total
    }

    /// The longest leading part of `characters` that fits in `columns`, and
    /// its width: fields and boxes are cut between grapheme clusters.
    package static func prefix<Characters: Sequence<Character>>(_ characters: Characters, fitting columns: Int)
        -> (text: String, width: Int)
    {
        var text = ""
        var width = 0
        for character in characters {
            let cell = Self.columns(character)
            if width + cell > columns { break }
            text.append(character)
            width += cell
        }
        return (text, width)
    }

    package static func columns(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 { return 1 }
        if scalars.count > 1 {
            // A variation selector 16, a ZWJ sequence or a flag makes an emoji picture.
            let isEmojiSequence = scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
                || ((0x1F1E6...0x1F1FF).contains(first.value) && scalars.count == 2) // a flag
            if isEmojiSequence && first.properties.isEmoji { return 2 }
        }
        return columns(first)
    }

    package static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if (0x2500...0x257F).contains(value) { return 1 } // box drawing, as in every table
        // The bulk of Chinese, Japanese and Korean text: letters and ideographs
        // only (no marks, no emoji: every scalar checked), all wide. Answered
        // before the two Unicode property look-ups below, which were a fifth
        // of a CJK page's layout (a quarter of its layout time went, issue 37).
        if (0x4E00...0x9FFF).contains(value) || (0x3041...0x3096).contains(value) || (0x30A1...0x30FF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0x3400...0x4DBF).contains(value) {
            return 2
        }
        // Their punctuation: CJK symbols (less the four combining tone marks
        // U+302A...U+302D) and the fullwidth forms, checked the same way.
        if (0x3000...0x3029).contains(value) || (0x302E...0x303E).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) {
            return 2
        }
        if isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default:
            let value = scalar.value
            return (0x1160...0x11FF).contains(value) // Hangul medial vowels and final consonants
                || (0x1F3FB...0x1F3FF).contains(value) // skin-tone modifiers
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks of Unicode 15's EastAsianWidth.txt.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }
}
