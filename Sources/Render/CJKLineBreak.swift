/// Where lines may break in text without spaces: before and after each
/// ideograph or kana, except before closing punctuation and small kana,
/// which must not start a line (the core of Japanese kinsoku rules).
package enum CJKLineBreak {
    private static let neverStartsALine: Set<Character> = Set("、。，．・：；？！」』）】〕〉》ー〜ぁぃぅぇぉっゃゅょァィゥェォッャュョ")

    package static func allowsBreakAround(_ character: Character) -> Bool {
        !neverStartsALine.contains(character)
    }
}
