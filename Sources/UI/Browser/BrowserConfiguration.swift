import FoundationEssentials
import Base
import Net
import Turbo

/// What the browser is told from outside, passed in rather than read from
/// globals.
package struct BrowserConfiguration {
    /// The path configuration's answer for a URL: which stack, which
    /// presentation. The `PathConfiguration` type plugs in here.
    package var pathProperties: (URL) -> PathProperties
    /// Where a 401 sends the user, resolved against the page's URL.
    package var loginPath: String?
    /// `--app-host`: more hosts that are the app, besides the start URL's.
    package var appHosts: [HostPattern] = []
    /// `--recede-within-modal` (`NavigatorConfiguration.recedesWithinModal`).
    package var recedesWithinModal = false
    /// Whether `$BROWSER` is set, so the status line offers only what works.
    package var canOpenExternally: Bool
    /// Answers at least this big are parsed and laid out on a worker thread
    /// (`PageWorkerJob`), so the loop stays responsive; smaller ones take
    /// a few milliseconds and are shown at once, on the loop.
    package var backgroundPreparationBytes = 128 * 1024
    /// Where `s` saves a file (`DownloadDirectory.resolve` in the browse command).
    package var downloadDirectory = FilePath.homeDirectory + "/Downloads"
    /// `copy-command`: `y` hands the URL to this program (`ClipboardCommand`)
    /// instead of sending OSC 52 to the terminal.
    package var copyCommand: String?
    /// Where Turbo Drive applies (`turbo = auto|on|off [HOST ...]`, docs/turbo-drive.md).
    package var turbo = TurboSetting()
    /// Hosts Turbo drives under `auto` besides the app hosts the navigator
    /// knows (`appHosts`, the app's tabs): those the path configuration came from.
    package var turboHosts: [HostPattern] = []
    /// The key bindings: the table's, with the config file's `bind` lines.
    package var keys = KeyMap.defaults
    /// `images`: how images are drawn (`ImageSetting`); the browse command
    /// makes it `off` for NO_COLOR and a terminal without colours.
    package var images = ImageSetting.auto
    /// The terminal's cell in pixels (TIOCGWINSZ, when the terminal says),
    /// which a `srcset` candidate is chosen by; 8x16 otherwise.
    package var cellPixels = PixelSize(width: CellBox.cellWidth, height: CellBox.cellHeight)
    /// `--tab Title=URL` (and the `tab` setting): the app's tab bar, the first shown.
    package var appTabs: [AppTab] = []

    package init(pathProperties: @escaping (URL) -> PathProperties = { _ in PathProperties() },
                loginPath: String? = "/signin", canOpenExternally: Bool = false) {
        self.pathProperties = pathProperties
        self.loginPath = loginPath
        self.canOpenExternally = canOpenExternally
    }
}
