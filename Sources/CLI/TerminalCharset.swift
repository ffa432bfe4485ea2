import FoundationEssentials
import Glibc

/// Whether the dump may draw box-drawing characters: always into a file or
/// a pipe (the output stays the same wherever it runs), and on a terminal
/// only when the user's locale is UTF-8, where they show as lines.
package enum TerminalCharset {
    package static func dumpUsesUnicodeGraphics(environment: [String: String]) -> Bool {
        guard isatty(STDOUT_FILENO) != 0 else { return true }
        return localeIsUTF8(environment: environment)
    }

    /// The charset of the locale LC_ALL, LC_CTYPE and LANG name, as setlocale would pick it,
    /// without changing the process's own locale.
    package static func localeIsUTF8(environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else {
            // A locale that is named but not installed: the name still says what the terminal takes.
            let lowercased = name.lowercased()
            return lowercased.contains("utf-8") || lowercased.contains("utf8")
        }
        defer { freelocale(locale) }
        let codeset = String(cString: nl_langinfo_l(nl_item(CODESET), locale))
        return codeset == "UTF-8"
    }
}
