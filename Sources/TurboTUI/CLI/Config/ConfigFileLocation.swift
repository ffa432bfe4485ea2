import FoundationEssentials

/// Where the config file is when `--config` names none:
/// `$XDG_CONFIG_HOME/turbo-tui/config`, else `~/.config/turbo-tui/config`
/// (the XDG base directory rule: a relative XDG_CONFIG_HOME is ignored).
public enum ConfigFileLocation {
    public static func defaultFile(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("turbo-tui/config").path
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/turbo-tui/config").path
    }
}
