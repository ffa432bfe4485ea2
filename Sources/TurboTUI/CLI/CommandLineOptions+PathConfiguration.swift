import Foundation

extension CommandLineOptions {
    public static let pathConfigurationVariable = "TURBO_TUI_PATH_CONFIG"

    /// `TURBO_TUI_PATH_CONFIG` names one source (a path or a URL), used only
    /// when no `--path-config` is given: the command line wins, as usual.
    public mutating func useEnvironmentPathConfiguration(_ environment: [String: String]) {
        guard pathConfigurationSources.isEmpty,
              let value = environment[Self.pathConfigurationVariable]?.trimmingCharacters(in: .whitespaces),
              !value.isEmpty
        else { return }
        pathConfigurationSources = [value]
    }
}
