/// HTML's newline normalization for submitted text: every lone CR and lone
/// LF becomes CRLF.
package enum LineBreaks {
    package static func normalized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) else { return text }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous != "\r" { result.append("\r") }
            if previous == "\r" && scalar != "\n" { result.append("\n") }
            result.append(scalar)
            previous = scalar
        }
        if previous == "\r" { result.append("\n") }
        return String(result)
    }
}
