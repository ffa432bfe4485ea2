import FoundationEssentials
import DownloadFiles
import Net
import Turbo
import UI

/// What the interactive browser and `turbo-tui drive` build alike from the
/// options before their loop starts: the transport (one cookie jar), the
/// path configuration fetched through it, and the browser's configuration.
/// Written once so that drive is the browser's engine with the browser's
/// settings (downloads directory, copy command, key bindings, app tabs),
/// not a second list that forgets some.
package struct BrowserSetup {
    package let transport: CurlTransport
    package let pathConfiguration: PathConfigurationStore
    package let configuration: BrowserConfiguration

    /// The `--path-config` arguments, parsed; a bad one is the caller's usage error.
    package static func pathConfigurationSources(_ options: CommandLineOptions) throws(PathConfigurationLoadFailure) -> [PathConfigurationSource] {
        try options.pathConfigurationSources.map { argument throws(PathConfigurationLoadFailure) in
            try PathConfigurationSource.parse(argument)
        }
    }

    /// `start`: the URL the browser opens, whose host is the app's (nil:
    /// not known yet, as for drive before its first visit). `report` gets
    /// the warnings of the start (insecure mode, a damaged cookie file).
    package init(options: CommandLineOptions, environment: [String: String], start: URL?,
         sources: [PathConfigurationSource], report: (String) -> Void) {
        transport = options.network.makeTransport(environment: environment,
                                                  headerHosts: AppHosts(start: start, options: options).headers,
                                                  report: report)
        pathConfiguration = PathConfigurationStore(
            sources: sources, transport: transport,
            cache: PathConfigurationCache.defaultDirectory(environment: environment).map(PathConfigurationCache.init),
            decode: PathConfigurationStore.decodeOffLoop(OffLoopWork(transport: transport)))
        let store = pathConfiguration
        var configuration = BrowserConfiguration(pathProperties: { store.configuration.properties(for: $0) },
                                                 loginPath: options.loginPath)
        configuration.appHosts = options.appHosts
        configuration.turbo = options.turbo
        // The app's hosts as the user named them, the path configuration's servers among them.
        configuration.turboHosts = AppHosts(start: start, options: options).turbo
        configuration.recedesWithinModal = options.recedesWithinModal
        configuration.downloadDirectory = DownloadDirectory.resolve(configured: options.downloadDirectory,
                                                                    environment: environment).path
        configuration.copyCommand = options.copyCommand
        configuration.keys = KeyMap(rebindings: options.keyBindings)
        configuration.appTabs = options.appTabs
        // `color = false` is NO_COLOR: images are their alt text too.
        configuration.images = options.usesColor ? options.images : .off
        self.configuration = configuration
    }

    /// The URL to open when none is given: the first of the app's tabs.
    package static func target(_ options: CommandLineOptions) -> String? {
        options.target ?? options.appTabs.first?.url.absoluteString
    }
}
