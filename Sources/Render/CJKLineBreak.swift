/// Where lines may break in text without spaces: before and after each
/// ideograph or kana, except before closing punctuation and small kana,
/// which must not start a line, and after opening brackets, which must not
/// end one (the core of Japanese kinsoku rules).
package enum CJKLineBreak {
    private static let neverStartsALine: Set<Character> = Set("、。，．・：；？！」』）】〕〉》ー〜ぁぃぅぇぉっゃゅょァィゥェォッャュョ")
    private static let neverEndsALine: Set<Character> = Set("「『（【〔〈《")

    /// Whether a line may break between `previous` and `next` within a run
    /// of text: only beside a wide character (an ideograph or kana), and
    /// never where kinsoku forbids it. `previous` nil: the run's first
    /// character. The widths are the caller's, measured once a character.
    package static func allowsBreak(between previous: (character: Character, isWide: Bool)?,
                                    and next: Character, nextIsWide: Bool) -> Bool {
        guard !neverStartsALine.contains(next) else { return false }
        guard let previous else { return nextIsWide }
        guard !neverEndsALine.contains(previous.character) else { return false }
        return nextIsWide || previous.isWide
    }
}
