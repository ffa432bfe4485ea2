import Net
/// One value given for a setting: a flag, a config line or a variable.
public struct SettingEntry: Equatable, Sendable {
    public var setting: Setting
    public var value: String
    public var origin: SettingOrigin
    /// A line in a `[host NAME]` section applies only when the start URL's host matches.
    public var host: HostPattern?

    public init(_ setting: Setting, _ value: String, origin: SettingOrigin, host: HostPattern? = nil) {
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
