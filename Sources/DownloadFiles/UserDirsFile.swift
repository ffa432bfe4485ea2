/// `user-dirs.dirs` as xdg-user-dir reads it (user-dirs.dirs(5), and the
/// lookup in xdg-user-dirs' `xdg-user-dir-lookup.c`): lines of
/// `XDG_NAME_DIR="$HOME/path"` or `XDG_NAME_DIR="/absolute/path"`, `#`
/// comments, backslash escaping the next character; `$HOME` only at the
/// start. Anything else on a line makes that line count for nothing; a
/// name given twice takes its last value. No I/O: `parse` gets the text.
package enum UserDirsFile {
    /// The directory named `XDG_<name>_DIR` (name as `DOWNLOAD`), with `$HOME` expanded; nil when not set.
    package static func directory(_ name: String, in text: String, home: String) -> String? {
        var found: String?
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }) {
            if let value = value(of: "XDG_\(name)_DIR", on: Substring(line), home: home) { found = value }
        }
        return found
    }

    private static func value(of key: String, on line: Substring, home: String) -> String? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix(key) else { return nil }
        rest = rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        var prefix = ""
        if rest.hasPrefix("$HOME/") || rest.hasPrefix("$HOME\"") {
            prefix = home
            rest = rest.dropFirst("$HOME".count)
        } else if rest.first != "/" {
            return nil
        }
        var path = ""
        var escaped = false
        for character in rest {
            if escaped {
                path.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return prefix + path
            } else {
                path.append(character)
            }
        }
        return nil // no closing quote
    }
}
