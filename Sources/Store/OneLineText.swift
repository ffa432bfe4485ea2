/// Text the history and bookmarks files keep: one line, no control
/// characters (tabs and line breaks among them become spaces, runs of
/// spaces one), so it can neither break a line of the file nor reach a
/// terminal as an escape sequence.
package enum OneLineText {
    package static func clean(_ text: String, limit: Int? = nil) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let space = isControl(scalar) || scalar.properties.isWhitespace
            if space && (scalars.isEmpty || scalars.last == " ") { continue }
            scalars.append(space ? " " : scalar)
        }
        var result = String(scalars)
        if result.last == " " { result.removeLast() }
        guard let limit, result.count > limit else { return result }
        return String(result.prefix(limit))
    }

    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
