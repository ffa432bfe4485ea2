/// Markers of list items: bullets by depth, numbers in the list's `type`.
package enum ListMarker {
    package static func bullet(depth: Int, type: String?) -> String {
        switch type?.lowercased() {
        case "disc": return "*"
        case "circle": return "o"
        case "square": return "#"
        default: return ["*", "+", "o", "#"][min(max(depth - 1, 0), 3)]
        }
    }

    /// `1.`, `a.`, `A.`, `i.`, `I.` as `<ol type>` asks.
    package static func ordinal(_ number: Int, type: String?) -> String {
        switch type {
        case "a": return letters(number, uppercase: false) + "."
        case "A": return letters(number, uppercase: true) + "."
        case "i": return roman(number).lowercased() + "."
        case "I": return roman(number) + "."
        default: return "\(number)."
        }
    }

    private static func letters(_ number: Int, uppercase: Bool) -> String {
        guard number > 0 else { return "\(number)" }
        var value = number
        var result: [Character] = []
        while value > 0 {
            value -= 1
            let scalar = Unicode.Scalar(UInt8((uppercase ? 65 : 97) + value % 26))
            result.insert(Character(scalar), at: 0)
            value /= 26
        }
        return String(result)
    }

    private static func roman(_ number: Int) -> String {
        guard (1...3999).contains(number) else { return "\(number)" }
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var value = number
        var result = ""
        for (amount, letters) in table {
            while value >= amount { result += letters; value -= amount }
        }
        return result
    }
}
