/// `An+B` (CSS Syntax 3, 6.2): `odd`, `even`, an integer, or `An` with an
/// optional `+B` or `-B`. A sign touches what it signs (`+ n` is invalid);
/// white space may stand around the sign of B (` 2n + 1 `).
extension SelectorParser {
    /// Larger steps and offsets are clamped: no page has that many siblings.
    private static let largest = 1_000_000_000

    mutating func parseNthPattern() throws(SelectorError) -> NthPattern {
        if let keyword = nthKeyword() { return keyword }
        var sign = 1
        if let mark = peek(), mark == "+" || mark == "-" {
            guard let following = peek(1), following.isASCII, following.isNumber || following == "n" || following == "N" else {
                throw error("a sign must touch the number or \"n\" it signs")
            }
            sign = mark == "-" ? -1 : 1
            index += 1
        }
        let digits = readDigits()
        guard let n = peek(), n == "n" || n == "N" else {
            guard let value = digits else { throw error("expected An+B, odd or even") }
            return NthPattern(step: 0, offset: sign * value)
        }
        index += 1
        let step = sign * (digits ?? 1)
        let afterN = index
        skipWhitespace()
        guard let mark = peek(), mark == "+" || mark == "-" else {
            index = afterN
            return NthPattern(step: step, offset: 0)
        }
        index += 1
        skipWhitespace()
        guard let offset = readDigits() else { throw error("expected a number after \"\(mark)\" in An+B") }
        return NthPattern(step: step, offset: mark == "-" ? -offset : offset)
    }

    private mutating func nthKeyword() -> NthPattern? {
        for (word, pattern) in [("odd", NthPattern(step: 2, offset: 1)), ("even", NthPattern(step: 2, offset: 0))] {
            let end = index + word.count
            guard end <= characters.count, ASCIICase.equal(String(characters[index..<end]), word),
                  !(peek(word.count)?.isNameCharacter ?? false) else { continue }
            index = end
            return pattern
        }
        return nil
    }

    private mutating func readDigits() -> Int? {
        var value: Int?
        while let digit = peek(), digit.isASCII, let number = digit.wholeNumberValue {
            value = min((value ?? 0) * 10 + number, Self.largest)
            index += 1
        }
        return value
    }
}
