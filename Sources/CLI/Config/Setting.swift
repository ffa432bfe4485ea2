import UI
/// Everything a flag, the config file or the environment can set, named by
/// its config-file key; the flag is the same name with `--` in front
/// (docs/config.md lists them all).
package enum Setting: String, CaseIterable, Sendable {
    case pathConfig = "path-config"
    case appHost = "app-host"
    /// `auto|on|off|page [HOST ...]`: where Turbo drives pages (docs/turbo-drive.md).
    case turbo
    case loginPath = "login-path"
    case recedeWithinModal = "recede-within-modal"
    case userAgentSuffix = "user-agent-suffix"
    case header
    case netrc
    case netrcFile = "netrc-file"
    case cookieJar = "cookie-jar"
    case saveCookies = "save-cookies"
    case insecure
    case maxBodySize = "max-body-size"
    case width
    case references
    case color
    case history
    case downloads
    case copyCommand = "copy-command"
    case theme
    /// `auto|symbols|sixel|kitty|iterm|off`: how the page's images are drawn (`ImageSetting`, docs/images.md).
    case images
    /// `bind = KEY ACTION` (`KeyRebinding`).
    case bind
    /// `Title=URL`, repeated: the app's tab bar (docs/tabs.md).
    case tab

    /// Repeated lines and flags add to a list; for the others the last one wins.
    package var repeats: Bool {
        switch self {
        case .pathConfig, .appHost, .turbo, .header, .bind, .tab: return true
        default: return false
        }
    }

    package var isBoolean: Bool {
        switch self {
        case .netrc, .saveCookies, .insecure, .references, .color, .history, .recedeWithinModal: return true
        default: return false
        }
    }

    /// What is in force when nothing sets it, as `config show` prints it.
    package var defaultText: String {
        switch self {
        case .pathConfig, .appHost, .header: return "(none)"
        case .tab: return "(one tab, more with T and t)"
        case .turbo: return "auto (where the page loads Turbo or the host is an app host)"
        case .loginPath: return "/signin"
        case .userAgentSuffix: return "(none)"
        case .netrc, .insecure, .recedeWithinModal: return "false"
        case .netrcFile: return "(~/.netrc)"
        case .cookieJar: return "($XDG_DATA_HOME/turbo-tui/cookies.txt)"
        case .saveCookies, .references, .color: return "true"
        case .history: return "true ($XDG_STATE_HOME/turbo-tui/history)"
        case .downloads: return "($XDG_DOWNLOAD_DIR from user-dirs.dirs, else ~/Downloads)"
        case .copyCommand: return "(OSC 52 to the terminal)"
        case .bind: return "(the key table, docs/keys.md)"
        case .theme: return "auto"
        case .images: return "auto (sixel or kitty graphics where the terminal answers for them, iTerm2's images in iTerm2, else coloured symbol cells; alt text with NO_COLOR or no colours)"
        case .maxBodySize: return "32M"
        case .width: return "(the terminal's, else 80)"
        }
    }

    /// Reads a boolean value as config files write them.
    package static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }
}
