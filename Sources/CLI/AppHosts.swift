import FoundationEssentials
import Net
import Turbo

/// Which hosts are the app for this run: the start URL's, each `--app-host`,
/// the hosts of the app's tabs (`--tab`: a tab bar of the app names its
/// hosts as surely as the start URL does), and (for `--header` only) the
/// hosts of server path configurations, which Hotwire Native Android sends
/// its loader headers to as well.
package struct AppHosts {
    package let start: URL?
    package let options: CommandLineOptions

    package init(start: URL?, options: CommandLineOptions) {
        self.start = start
        self.options = options
    }

    /// Where links stay in the app; the start URL's host is always one.
    package var navigation: [HostPattern] {
        let tabHosts = options.appTabs.compactMap { HostPattern(url: $0.url) }
        return (start.flatMap(HostPattern.init(url:)).map { [$0] } ?? []) + options.appHosts + tabHosts
    }

    /// Where `--header`s are sent.
    package var headers: [HostPattern] {
        let pathConfigurationHosts = options.pathConfigurationSources.compactMap { argument -> HostPattern? in
            guard case .server(let url)? = try? PathConfigurationSource.parse(argument) else { return nil }
            return HostPattern(url: url)
        }
        return navigation + pathConfigurationHosts
    }

    /// Where Turbo drives pages under `turbo = auto` whatever they load: the
    /// app's hosts as the user named them (`--app-host`, the tabs, the path
    /// configuration's servers), not the start URL's, which may be any site.
    package var turbo: [HostPattern] {
        AppHosts(start: nil, options: options).headers
    }
}
