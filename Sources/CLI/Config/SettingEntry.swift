import Net
/// One value given for a setting: a flag, a config line or a variable.
package struct SettingEntry: Equatable, Sendable {
    package var setting: Setting
    package var value: String
    package var origin: SettingOrigin
    /// A line in a `[host NAME]` section applies only when the start URL's host matches.
    package var host: HostPattern?

    package init(_ setting: Setting, _ value: String, origin: SettingOrigin, host: HostPattern? = nil) {
        self.setting = setting
        self.value = value
        self.origin = origin
        self.host = host
    }

    /// How messages name it: `--width` on the command line, `width` elsewhere.
    package var name: String {
        origin == .flag ? "--" + setting.rawValue : setting.rawValue
    }
}
