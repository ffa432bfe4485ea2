import FoundationEssentials
import Net

/// Where Turbo Drive applies (`turbo = auto|on|off`, docs/config.md): each
/// rule names a mode and the hosts it is for (none: every host); the last
/// rule that matches a host wins, and with none it is `auto`.
package struct TurboSetting: Equatable, Sendable {
    package enum Mode: String, Equatable, Sendable, CaseIterable {
        /// Turbo where the page loads it or the host is the app's.
        case auto
        /// Always, as for the app's own pages.
        case on
        /// Never: every link and form is a full page load.
        case off
        /// Where the page loads Turbo, on the app's hosts too: for an app
        /// whose pages are not all Turbo's (a test suite's classic pages, an
        /// admin area without it), served from the app's host.
        case page
    }

    package struct Rule: Equatable, Sendable {
        package let mode: Mode
        package let hosts: [HostPattern]

        package init(mode: Mode, hosts: [HostPattern] = []) {
            self.mode = mode
            self.hosts = hosts
        }

        /// `MODE [HOST ...]`, as the setting is written; nil for anything else.
        package init?(parsing text: String) {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first, let mode = Mode(rawValue: first.lowercased()) else { return nil }
            let hosts = words.dropFirst().map(HostPattern.init(parsing:))
            guard !hosts.contains(nil) else { return nil }
            self.init(mode: mode, hosts: hosts.compactMap { $0 })
        }

        package func matches(_ host: String?) -> Bool {
            hosts.isEmpty || hosts.contains { $0.matches(host) }
        }

        package var description: String { ([mode.rawValue] + hosts.map(\.description)).joined(separator: " ") }
    }

    package var rules: [Rule]

    package init(rules: [Rule] = []) {
        self.rules = rules
    }

    package func mode(for host: String?) -> Mode {
        rules.last { $0.matches(host) }?.mode ?? .auto
    }

    /// Why Turbo drives a page, or does not.
    package enum Reason: Equatable, Sendable {
        /// `turbo = on` or `off` for the page's host.
        case setting(Mode)
        /// `auto`, and the host is one of the app's.
        case appHost
        /// `auto`, and the page loads Turbo.
        case loadsTurbo
        /// `auto`, and neither: a classic page.
        case classic
        /// `page`: whether the page loads Turbo, whatever its host.
        case pageOnly(loadsTurbo: Bool)

        package var drives: Bool {
            switch self {
            case .setting(let mode): mode == .on
        case .pageOnly(let loads): loads
            case .appHost, .loadsTurbo: true
            case .classic: false
            }
        }
    }

    /// Whether Turbo drives a page at `url`, and why: by the setting for its
    /// host, and for `auto` when the host is one of the app's (`appHosts`) or
    /// the page loads Turbo (`loadsTurbo`, asked only then).
    package func reason(for url: URL, appHosts: [HostPattern], loadsTurbo: () -> Bool) -> Reason {
        let mode = mode(for: url.host)
        if mode == .page { return .pageOnly(loadsTurbo: loadsTurbo()) }
        guard mode == .auto else { return .setting(mode) }
        if appHosts.contains(where: { $0.matches(url) }) { return .appHost }
        return loadsTurbo() ? .loadsTurbo : .classic
    }

    package func drives(_ url: URL, appHosts: [HostPattern], loadsTurbo: () -> Bool) -> Bool {
        reason(for: url, appHosts: appHosts, loadsTurbo: loadsTurbo).drives
    }
}
