import FoundationEssentials

extension CommandLineOptions {
    package static let pathConfigurationVariable = "TURBO_TUI_PATH_CONFIG"

    /// `TURBO_TUI_PATH_CONFIG` names one source (a path or a URL), used only
    /// when no `--path-config` is given: the command line wins, as usual.
    /// The rule itself is `SettingLayers.environmentEntries`.
    package mutating func useEnvironmentPathConfiguration(_ environment: [String: String]) {
        for entry in SettingLayers.environmentEntries(environment, flags: flagSettings) where entry.setting == .pathConfig {
            try? apply(entry)
        }
    }
}
