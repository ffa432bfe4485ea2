import FoundationEssentials
import Base

/// Where the cookie jar lives when the user names none: the XDG data
/// directory, as `$XDG_DATA_HOME/turbo-tui/cookies.txt`, else
/// `~/.local/share/turbo-tui/cookies.txt`.
package enum CookieJarLocation {
    package static func defaultFile(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: FilePath.joined(data, "turbo-tui/cookies.txt"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: FilePath.joined(home, ".local/share/turbo-tui/cookies.txt"))
    }
}
