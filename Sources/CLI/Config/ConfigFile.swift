import FoundationEssentials
import Net
import Render

/// The config file's settings, each with its line, and the lines skipped.
/// INI read by libinih (`INIReader`): top-level `key = value` lines apply
/// everywhere, lines under `[host NAME]` only when the start URL's host
/// matches NAME (`*.example.com` allowed). docs/config.md is the reference.
package struct ConfigFile: Equatable, Sendable {
    package let path: String
    package private(set) var entries: [SettingEntry] = []
    /// Lines inih could not read and keys or sections we do not know;
    /// wrong values are found when the entries are applied.
    package private(set) var problems: [ConfigProblem] = []

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(path: String, reason: String)

        package var description: String {
            switch self {
            case .unreadable(let path, let reason): return TerminalSafeText.sanitize("cannot read \(path): \(reason)")
            }
        }
    }

    package static let maximumBytes = 1 << 20

    /// Nil when the file does not exist (no config file is fine).
    package static func load(_ path: String) throws(Failure) -> ConfigFile? {
        let bytes: [UInt8]
        do {
            guard let read = try RegularFile.read(path, maximumBytes: maximumBytes) else { return nil }
            bytes = read
        } catch {
            let reason = error.limit != nil ? "larger than \(maximumBytes >> 20) MiB, which no config file needs"
                                            : "not a readable file (\(error.reason))"
            throw .unreadable(path: path, reason: reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "not UTF-8 text")
        }
        return ConfigFile(path: path, text: text)
    }

    package init(path: String, text: String) {
        self.path = path
        let read = INIReader.read(text)
        for unreadable in read.unreadable {
            problems.append(ConfigProblem(path: path, line: unreadable.number, message: unreadable.reason))
        }
        for line in read.lines {
            let origin = SettingOrigin.file(path: path, line: line.number)
            var host: HostPattern?
            if !line.section.isEmpty {
                let words = line.section.split(separator: " ", maxSplits: 1).map(String.init)
                guard words.count == 2, words[0] == "host" else {
                    problems.append(ConfigProblem(path: path, line: line.number,
                                                  message: "'\(line.name)' is in [\(line.section)], which is not [host NAME]"))
                    continue
                }
                guard let pattern = HostPattern(parsing: words[1]) else {
                    problems.append(ConfigProblem(path: path, line: line.number,
                                                  message: "[\(line.section)]: '\(words[1])' is not a host name or *.domain"))
                    continue
                }
                host = pattern
            }
            guard let setting = Setting(rawValue: line.name) else {
                problems.append(ConfigProblem(path: path, line: line.number, message: "unknown key '\(line.name)'"))
                continue
            }
            entries.append(SettingEntry(setting, line.value, origin: origin, host: host))
        }
        problems.sort { $0.line < $1.line }
    }
}
