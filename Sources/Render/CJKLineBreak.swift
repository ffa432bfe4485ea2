/// Where lines may break in text without spaces: before and after each
/// ideograph or kana, except before closing punctuation and small kana,
/// which must not start a line, and after opening brackets, which must not
/// end one (the core of Japanese kinsoku rules).
package enum CJKLineBreak {
    /// A character as the rules see it: its scalar when it is one scalar
    /// (every character of the two lists is; none has a canonical
    /// decomposition, so no character of several scalars equals one), and
    /// whether it is wide. The lists were `Set<Character>`: hashing and
    /// comparing a `Character` normalizes it, a tenth of a CJK page's layout.
    package struct Letter {
        package let scalar: UInt32?
        package let isWide: Bool

        package init(_ character: Character, isWide: Bool) {
            var scalars = character.unicodeScalars.makeIterator()
            let first = scalars.next()
            scalar = scalars.next() == nil ? first?.value : nil
            self.isWide = isWide
        }

        /// A character of one scalar.
        package init(scalar: UInt32, isWide: Bool) {
            self.scalar = scalar
            self.isWide = isWide
        }
    }

    private static let neverStartsALine = scalarValues("、。，．・：；？！」』）】〕〉》ー〜ぁぃぅぇぉっゃゅょァィゥェォッャュョ")
    private static let neverEndsALine = scalarValues("「『（【〔〈《")

    private static func scalarValues(_ letters: String) -> Set<UInt32> {
        Set(letters.unicodeScalars.map(\.value))
    }

    /// Whether a line may break between `previous` and `next` within a run
    /// of text: only beside a wide character (an ideograph or kana), and
    /// never where kinsoku forbids it. `previous` nil: the run's first
    /// character.
    package static func allowsBreak(between previous: Letter?, and next: Letter) -> Bool {
        guard !isListed(next.scalar, in: neverStartsALine) else { return false }
        guard let previous else { return next.isWide }
        guard !isListed(previous.scalar, in: neverEndsALine) else { return false }
        return next.isWide || previous.isWide
    }

    /// Both lists hold only CJK punctuation and kana (U+3000...U+30FF) and
    /// fullwidth forms (U+FF00...U+FF20): the ideographs, most of the text,
    /// are not looked up.
    private static func isListed(_ scalar: UInt32?, in list: Set<UInt32>) -> Bool {
        guard let scalar, (0x3000...0x30FF).contains(scalar) || (0xFF00...0xFF20).contains(scalar) else { return false }
        return list.contains(scalar)
    }
}
