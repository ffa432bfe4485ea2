import Base
/// Where the config file is when `--config` names none:
/// `$XDG_CONFIG_HOME/turbo-tui/config`, else `~/.config/turbo-tui/config`
/// (the XDG base directory rule: a relative XDG_CONFIG_HOME is ignored).
package enum ConfigFileLocation {
    package static func defaultFile(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return FilePath.joined(config, "turbo-tui/config")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return FilePath.joined(home, ".config/turbo-tui/config")
    }
}
