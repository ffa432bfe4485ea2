import FoundationEssentials

/// The settings of one run in the order they apply: default < config file <
/// environment < flag. A setting that takes one value keeps the last one
/// given; a repeated one (`header`, `app-host`, `path-config`) collects
/// them all, file first.
package struct SettingLayers: Sendable {
    package var file: ConfigFile?
    package var environment: [SettingEntry]
    package var flags: [SettingEntry]

    package init(file: ConfigFile? = nil, environment: [SettingEntry], flags: [SettingEntry]) {
        self.file = file
        self.environment = environment
        self.flags = flags
    }

    /// The variables that stand for settings. `TURBO_TUI_PATH_CONFIG` counts
    /// only without a `--path-config`, as before there was a config file.
    package static func environmentEntries(_ environment: [String: String], flags: [SettingEntry]) -> [SettingEntry] {
        var entries: [SettingEntry] = []
        let variable = CommandLineOptions.pathConfigurationVariable
        if !flags.contains(where: { $0.setting == .pathConfig }),
           let value = environment[variable]?.trimmingSpaces(), !value.isEmpty {
            entries.append(SettingEntry(.pathConfig, value, origin: .environment(variable: variable)))
        }
        // https://no-color.org: present and not empty turns colour off.
        if let value = environment["NO_COLOR"], !value.isEmpty {
            entries.append(SettingEntry(.color, "false", origin: .environment(variable: "NO_COLOR")))
        }
        return entries
    }

    /// The file `options` name (or the default one, unless `--no-config`),
    /// the environment's settings and the flags'.
    package static func load(for options: CommandLineOptions, environment: [String: String])
        throws(ConfigFile.Failure) -> SettingLayers
    {
        var file: ConfigFile?
        if let path = options.configPath {
            guard let named = try ConfigFile.load(path) else { throw .unreadable(path: path, reason: "no such file") }
            file = named
        } else if options.readsConfig, let path = ConfigFileLocation.defaultFile(environment: environment) {
            file = try ConfigFile.load(path)
        }
        return SettingLayers(file: file, environment: environmentEntries(environment, flags: options.flagSettings),
                             flags: options.flagSettings)
    }

    /// What applies to a run whose start URL has `host`: `[host]` sections
    /// for other hosts are left out.
    package func entries(forHost host: String?) -> [SettingEntry] {
        (file?.entries ?? []).filter { $0.host == nil || $0.host!.matches(host) } + environment + flags
    }

    package struct Resolved: Sendable {
        package var options: CommandLineOptions
        /// The entries in force, in the order they applied.
        package var applied: [SettingEntry]
        /// Config lines skipped: unreadable, unknown, or a wrong value.
        package var problems: [ConfigProblem]
    }

    /// `options` with every setting taken from the layers instead.
    package func resolve(_ options: CommandLineOptions) -> Resolved {
        var result = options
        for setting in Setting.allCases { result.reset(setting) }
        var applied: [SettingEntry] = []
        var problems = file?.problems ?? []
        let host = options.target.flatMap { URL(address: $0)?.host }
        for entry in entries(forHost: host) {
            do {
                try result.apply(entry)
                applied.append(entry)
            } catch {
                if case .file(let path, let line) = entry.origin {
                    problems.append(ConfigProblem(path: path, line: line, message: error.message))
                }
            }
        }
        return Resolved(options: result, applied: applied, problems: problems.sorted { $0.line < $1.line })
    }
}
