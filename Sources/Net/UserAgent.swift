import Base
/// The User-Agent turbo-tui sends. It names both "Hotwire Native" and
/// "Turbo Native" so that turbo-rails' `hotwire_native_app?` /
/// `turbo_native_app?` helpers treat the terminal as a native client.
package enum UserAgent {
    package static var string: String {
        "turbo-tui/\(TurboTUIVersion.current) (Hotwire Native; Turbo Native; terminal)"
    }

    /// With Hotwire Native's `applicationUserAgentPrefix` idea: the app's own
    /// word (`MyApp/2.1`) after ours, for servers that key on it.
    package static func string(suffix: String?) -> String {
        guard let suffix, !suffix.isEmpty else { return string }
        return string + " " + suffix
    }
}
