import FoundationEssentials
import Base
import Net

/// The mailcap files (RFC 1524): `$MAILCAPS` (a colon-separated list of
/// files, Appendix A) when set, else `~/.mailcap` then `/etc/mailcap`,
/// entries in that order; the first entry for the type whose `test` passes
/// is the viewer (§2: "the first matching entry"). `parse` has no I/O.
package struct Mailcap: Equatable {
    package let entries: [MailcapEntry]

    package init(entries: [MailcapEntry]) {
        self.entries = entries
    }

    package static func paths(environment: [String: String]) -> [String] {
        if let list = environment["MAILCAPS"], !list.isEmpty { return list.split(separator: ":").map(String.init) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FilePath.homeDirectory
        return [home + "/.mailcap", "/etc/mailcap"]
    }

    /// The files at `paths` that can be read, in order; a missing file adds nothing.
    package static func load(paths: [String]) -> Mailcap {
        Mailcap(entries: paths.flatMap { path -> [MailcapEntry] in
            guard let bytes = try? RegularFile.read(path, maximumBytes: 1 << 20) else { return [] }
            return parse(String(decoding: bytes, as: UTF8.self), origin: path)
        })
    }

    /// The entries of one file. A line ending in `\` goes on on the next
    /// (§2); `#` starts a comment line; `\;` is a semicolon inside a field;
    /// a line without a type and a command is skipped.
    package static func parse(_ text: String, origin: String) -> [MailcapEntry] {
        var entries: [MailcapEntry] = []
        var logical = ""
        var firstLine = 0
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if logical.isEmpty { firstLine = index + 1 }
            var line = String(rawLine)
            if line.hasSuffix("\\") && !line.hasSuffix("\\\\") {
                line.removeLast()
                logical += line
                continue
            }
            logical += line
            defer { logical = "" }
            let trimmed = logical.trimmingSpaces()
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            if let entry = entry(trimmed, origin: "\(origin):\(firstLine)") { entries.append(entry) }
        }
        return entries
    }

    /// The first entry for `mediaType` whose test passes (`passes` runs it).
    package func viewer(for mediaType: String, passes: (MailcapEntry) -> Bool) -> MailcapEntry? {
        entries.first { $0.matches(mediaType) && ($0.test == nil || passes($0)) }
    }

    private static func entry(_ line: String, origin: String) -> MailcapEntry? {
        let fields = split(line)
        guard fields.count >= 2 else { return nil }
        var type = fields[0].lowercased()
        guard !type.isEmpty, !type.contains(" ") else { return nil }
        if !type.contains("/") { type += "/*" }
        let command = fields[1]
        guard !command.isEmpty else { return nil }
        var copious = false
        var terminal = false
        var test: String?
        for field in fields.dropFirst(2) {
            let (name, value) = field.firstIndex(of: "=").map {
                (field[..<$0].trimmingSpaces().lowercased(),
                 Optional(field[field.index(after: $0)...].trimmingSpaces()))
            } ?? (field.lowercased(), nil)
            switch name {
            case "copiousoutput": copious = true
            case "needsterminal": terminal = true
            case "test": test = value
            default: break
            }
        }
        return MailcapEntry(mediaType: type, command: command, copiousOutput: copious, needsTerminal: terminal,
                            test: test, origin: origin)
    }

    /// Fields at unescaped `;`, trimmed; `\;` becomes `;`, other escapes stay for the command's own `\%`.
    private static func split(_ line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                if character != ";" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" {
                fields.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        fields.append(current.trimmingSpaces())
        return fields
    }
}
