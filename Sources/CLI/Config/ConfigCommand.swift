import FoundationEssentials
import Base
import Render
import UI

/// `turbo-tui config check [FILE]` lints a config file: each skipped line
/// on standard error as FILE:LINE: why; exit 0 when none, 1 when lines
/// were skipped, 2 when the file cannot be read (as `path-config`).
/// `turbo-tui config show [OPTIONS] [URL]` prints every setting in force,
/// one `key = value` line each with where it came from (default, the
/// file and line, the environment, a flag); a URL picks the `[host]`
/// sections that apply to it.
package struct ConfigCommand {
    package static let usage = "usage: turbo-tui config check [FILE] | turbo-tui config show [OPTIONS] [URL]"

    package let arguments: [String]
    package var environment: [String: String] = ProcessEnvironment.current

    package func run() -> Int32 {
        switch arguments.first {
        case "check": return check(Array(arguments.dropFirst()))
        case "show": return show(Array(arguments.dropFirst()))
        case "-h", "--help":
            StandardStreams.output(HelpText.configUsage + "\n")
            return 0
        case let other?:
            StandardStreams.error("turbo-tui: unknown config command '\(TerminalSafeText.sanitize(other))'\n\(Self.usage)")
            return 2
        case nil:
            StandardStreams.error("turbo-tui: config needs check or show\n\(Self.usage)")
            return 2
        }
    }

    private func check(_ arguments: [String]) -> Int32 {
        guard arguments.count <= 1, !(arguments.first ?? "").hasPrefix("-") else {
            StandardStreams.error("turbo-tui: config check takes one FILE at most\n\(Self.usage)")
            return 2
        }
        guard let path = arguments.first ?? ConfigFileLocation.defaultFile(environment: environment) else {
            StandardStreams.error("turbo-tui: no config file to check: HOME and XDG_CONFIG_HOME are not set")
            return 2
        }
        let file: ConfigFile
        do {
            guard let loaded = try ConfigFile.load(path) else {
                // No file where turbo-tui looks is no error: the defaults apply, and saying so plainly is the answer.
                // A file named on the command line that is missing is one.
                guard arguments.isEmpty else {
                    StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(path)): no such file")
                    return 2
                }
                StandardStreams.output("No config file at \(TerminalSafeText.sanitize(path)): the defaults apply (docs/config.md)\n")
                return 0
            }
            file = loaded
        } catch {
            StandardStreams.error("turbo-tui: \(error)")
            return 2
        }
        // Every value is checked, in whichever [host] section it is.
        var problems = file.problems
        var scratch = CommandLineOptions()
        for entry in file.entries {
            do {
                try scratch.apply(entry)
            } catch {
                if case .file(_, let line) = entry.origin {
                    problems.append(ConfigProblem(path: path, line: line, message: error.message))
                }
            }
        }
        for problem in problems.sorted(by: { $0.line < $1.line }) {
            StandardStreams.error("turbo-tui: \(problem)")
        }
        return problems.isEmpty ? 0 : 1
    }

    private func show(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        let layers: SettingLayers
        do {
            options = try CommandLineOptions.parse(arguments)
            layers = try SettingLayers.load(for: options, environment: environment)
        } catch let error as UsageError {
            StandardStreams.error("turbo-tui: \(error.message)")
            return 2
        } catch {
            StandardStreams.error("turbo-tui: \(error)")
            return 2
        }
        let resolved = layers.resolve(options)
        for problem in resolved.problems { StandardStreams.error("turbo-tui: \(problem)") }
        StandardStreams.output(Self.listing(resolved.applied, file: layers.file?.path))
        if let url = resolved.options.target.flatMap({ URL(address: $0) }), url.host != nil {
            StandardStreams.output(Self.turboLine(for: url, options: resolved.options))
        }
        return 0
    }

    /// One line per value in force, in the order of `Setting`.
    package static func listing(_ applied: [SettingEntry], file: String?) -> String {
        var text = "# config file: \(file.map(TerminalSafeText.sanitize) ?? "none")\n"
        for setting in Setting.allCases {
            if setting == .bind {
                text += bindings(applied)
                continue
            }
            let given = applied.filter { $0.setting == setting }
            let inForce = setting.repeats ? given : Array(given.suffix(1))
            if inForce.isEmpty {
                text += "\(setting.rawValue) = \(setting.defaultText)  # default\n"
            }
            for entry in inForce {
                let scope = entry.host.map { " [host \($0)]" } ?? ""
                text += TerminalSafeText.sanitize("\(setting.rawValue) = \(entry.value)  # \(entry.origin)\(scope)") + "\n"
            }
        }
        return text
    }

    /// Every key binding in force, in the key table's order of actions,
    /// each with where it came from; keys a `bind ... none` took away last.
    private static func bindings(_ applied: [SettingEntry]) -> String {
        let rebindings = applied.filter { $0.setting == .bind }.compactMap {
            try? KeyRebinding.parse($0.value, origin: $0.origin.description).get()
        }
        let map = KeyMap(rebindings: rebindings)
        var seen: [KeyCommand] = []
        var text = ""
        for row in KeyBinding.all where !seen.contains(row.command) {
            seen.append(row.command)
            for bound in map.bound where bound.command == row.command {
                text += TerminalSafeText.sanitize("bind = \(KeyName.name(of: bound.keys)) \(row.action)  # \(bound.origin)") + "\n"
            }
        }
        for bound in map.bound where bound.command == nil {
            text += TerminalSafeText.sanitize("bind = \(KeyName.name(of: bound.keys)) \(KeyRebinding.unbound)  # \(bound.origin)") + "\n"
        }
        return text
    }

    /// Whether Turbo drives pages at `url`, by the `turbo` rules and the app's hosts (docs/turbo-drive.md).
    package static func turboLine(for url: URL, options: CommandLineOptions) -> String {
        let host = url.host ?? ""
        let appHosts = AppHosts(start: nil, options: options).turbo
        let line: String
        switch options.turbo.mode(for: host) {
        case .on: line = "on: every link and form is Turbo's"
        case .off: line = "off: every link and form is a full page load"
        case .auto where appHosts.contains(where: { $0.matches(host) }):
            line = "auto: on, \(host) is an app host"
        case .auto: line = "auto: on for pages that load Turbo, else full page loads (\(host) is not an app host)"
        case .page: line = "page: on for pages that load Turbo, else full page loads, app host or not"
        }
        return TerminalSafeText.sanitize("# turbo at \(host): \(line)") + "\n"
    }
}
