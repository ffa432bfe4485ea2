import FoundationEssentials

/// What the browser is told from outside, passed in rather than read from
/// globals.
struct BrowserConfiguration {
    /// The path configuration's answer for a URL: which stack, which
    /// presentation. The `PathConfiguration` type plugs in here.
    var pathProperties: (URL) -> PathProperties
    /// Where a 401 sends the user, resolved against the page's URL.
    var loginPath: String?
    /// `--app-host`: more hosts that are the app, besides the start URL's.
    var appHosts: [HostPattern] = []
    /// `--recede-within-modal` (`NavigatorConfiguration.recedesWithinModal`).
    var recedesWithinModal = false
    /// Whether `$BROWSER` is set, so the status line offers only what works.
    var canOpenExternally: Bool
    /// Answers at least this big are parsed and laid out on a worker thread
    /// (`PageWorkerJob`), so the loop stays responsive; smaller ones take
    /// a few milliseconds and are shown at once, on the loop.
    var backgroundPreparationBytes = 128 * 1024
    /// Where `s` saves a file (`DownloadDirectory.resolve` in the browse command).
    var downloadDirectory = FilePath.homeDirectory + "/Downloads"
    /// `copy-command`: `y` hands the URL to this program (`ClipboardCommand`)
    /// instead of sending OSC 52 to the terminal.
    var copyCommand: String?
    /// The key bindings: the table's, with the config file's `bind` lines.
    var keys = KeyMap.defaults
    /// `--tab Title=URL` (and the `tab` setting): the app's tab bar, the first shown.
    var appTabs: [AppTab] = []

    init(pathProperties: @escaping (URL) -> PathProperties = { _ in PathProperties() },
                loginPath: String? = "/signin", canOpenExternally: Bool = false) {
        self.pathProperties = pathProperties
        self.loginPath = loginPath
        self.canOpenExternally = canOpenExternally
    }
}
