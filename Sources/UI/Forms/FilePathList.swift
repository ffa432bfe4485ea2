/// The paths typed for a `multiple` file input: words separated by spaces,
/// as a shell splits them, so a name with a space is quoted ("my file.txt",
/// 'my file.txt') or escaped (my\\ file.txt). A one-file input takes the
/// whole line as one path, spaces and all.
package enum FilePathList {
    package static func paths(in text: String, several: Bool) -> [String] {
        guard several else { return [text] }
        var paths: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var started = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                started = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == " " || character == "\t" {
                if started { paths.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { paths.append(current) }
        return paths
    }

    /// The paths as one line that `paths(in:several:)` reads back: each
    /// quoted where it has a space, a quote or a backslash.
    package static func line(of paths: [String]) -> String {
        paths.map { path in
            guard path.contains(where: { " \t\"'\\".contains($0) }) else { return path }
            return "\"" + path.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        }.joined(separator: " ")
    }
}
