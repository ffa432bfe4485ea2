/// From the ICU spelling of a pattern (what the native apps read) to RE2's:
/// `\uhhhh` and `\Uhhhhhhhh` become `\x{..}`, `(?<name>` becomes `(?P<name>`.
/// Refused: a class inside a class and `&&` (ICU's set operations), which
/// RE2 would read as literal characters. Everything else is passed through
/// for RE2 to accept or refuse (docs/path-configuration.md, "Pattern dialect").
enum PathPatternDialect {
    /// How many hex digits follow `\u` and `\U`.
    private static func escapeWidth(_ letter: Unicode.Scalar) -> Int? {
        switch letter {
        case "u": return 4
        case "U": return 8
        default: return nil
        }
    }

    static func translate(_ source: String) -> Result<String, PathPatternRejection> {
        let scalars = Array(source.unicodeScalars)
        // Appended to scalar by scalar or as whole strings: `append(contentsOf:)`
        // of a scalar view runs unspecialized (Base/ConcreteTextOperations.swift).
        var output = ""
        var inClass = false
        var index = 0
        func next(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func copy(_ count: Int) {
            for scalar in scalars[index..<min(index + count, scalars.count)] { output.unicodeScalars.append(scalar) }
            index += count
        }
        while index < scalars.count {
            switch (scalars[index], inClass) {
            case ("\\", _):
                if next(1) == "Q" {
                    // Quoted text up to \E: no escapes inside.
                    var end = index + 2
                    while end < scalars.count && !(scalars[end] == "\\" && end + 1 < scalars.count && scalars[end + 1] == "E") { end += 1 }
                    copy(min(end + 2, scalars.count) - index)
                } else if let width = next(1).flatMap(escapeWidth),
                          let hex = hexDigits(scalars, from: index + 2, count: width) {
                    output += "\\x{\(hex)}"
                    index += 2 + width
                } else {
                    copy(2)
                }
            case ("(", false) where next(1) == "?" && next(2) == "<" && next(3) != "=" && next(3) != "!":
                output += "(?P<"
                index += 3
            case ("[", false):
                inClass = true
                // A `]` or `^]` at the start of a class is a literal.
                copy(next(1) == "^" ? (next(2) == "]" ? 3 : 2) : (next(1) == "]" ? 2 : 1))
            case ("[", true):
                // Only a POSIX class, `[:alpha:]`, may open inside a class.
                guard next(1) == ":" else { return .failure(.unsupported("a class inside a class (ICU's set operations)")) }
                var end = index + 2
                while end + 1 < scalars.count && !(scalars[end] == ":" && scalars[end + 1] == "]") { end += 1 }
                copy(min(end + 2, scalars.count) - index)
            case ("&", true) where next(1) == "&":
                return .failure(.unsupported("&& inside a class (ICU's set intersection)"))
            case ("]", true):
                inClass = false
                copy(1)
            default:
                copy(1)
            }
        }
        return .success(output)
    }

    private static func hexDigits(_ scalars: [Unicode.Scalar], from start: Int, count: Int) -> String? {
        guard start + count <= scalars.count else { return nil }
        let digits = scalars[start..<start + count]
        guard digits.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return nil }
        return String(String.UnicodeScalarView(digits))
    }
}
