/// What a cell shows when the terminal's locale is not UTF-8 (`LANG=C`) and
/// cannot encode its text: curses would draw nothing there, so table
/// borders vanished and words lost letters. Lines and corners become ASCII,
/// anything else `?`, one per column so the screen keeps its shape.
package enum LocaleFallback {
    package static func text(_ text: String, columns: Int, canEncode: (Unicode.Scalar) -> Bool) -> String {
        guard !text.unicodeScalars.allSatisfy(canEncode) else { return text }
        guard let first = text.unicodeScalars.first else { return text }
        // A letter with marks the charset lacks (e + U+0301) keeps its letter.
        if columns <= 1, canEncode(first) { return String(String.UnicodeScalarView(text.unicodeScalars.filter(canEncode))) }
        return String(repeating: replacement(for: first), count: max(columns, 1))
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
             0x2010...0x2015, 0x2212:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B:
            return "|"
        case 0x2500...0x257F: return "+" // corners and junctions
        case 0x2018, 0x2019: return "'"
        case 0x201C, 0x201D: return "\""
        case 0x2022, 0x25CF, 0x25E6: return "*"
        case 0x25BE, 0x25BC: return "v"
        case 0x2026: return "."
        case 0x00A0, 0x2000...0x200A, 0x3000: return " "
        default: return "?"
        }
    }
}
