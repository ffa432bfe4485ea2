import Base
import Images
import Net
import Store
import Turbo
/// Everything that can change the browser's state.
package enum BrowserEvent {
    case input(InputEvent)
    /// Keys that came together (a paste, a driver's `fill`): each is handled
    /// as a key is, but a run of them into the field being typed is edited at
    /// once, so typing N characters costs N steps, not N layouts (issue 32).
    case typed([Key])
    /// An action of the driver's (a click on an element, a URL, a tab command).
    case intent(BrowserIntent)
    case visitFinished(ticket: VisitTicket, Result<VisitResponse, VisitFailure>)
    /// A big answer prepared by a worker (`.preparePage`), ready to show.
    case pagePrepared(ticket: VisitTicket, PreparedPage)
    /// The part of a visit's answer that has arrived, parsed and laid out by
    /// a worker (`ArrivingPage`), shown until the whole page lands.
    case pageArriving(ticket: VisitTicket, PreparedPage)
    /// A visit's answer broke off: what arrived, parsed and laid out, and the failure.
    case pageArrivedPartly(ticket: VisitTicket, PreparedPage, VisitFailure)
    /// A shown page laid out again by a worker after a resize (`.relayoutPage`).
    case pageRelaidOut(ticket: LayoutTicket, PreparedPage)
    /// A worker's answer to a `.prepareSearchText`.
    case searchTextMade(stack: NavigationStackKind, key: SearchTextKey, PageSearchText)
    /// The answer to a form sent with `.submitForm`.
    case formFinished(ticket: FormTicket, Result<VisitResponse, VisitFailure>)
    /// The answer to a frame request sent with `.loadFrame`.
    case frameFinished(ticket: FrameTicket, Result<HTTPResponse, NetError>)
    /// The answer to an iframe's request sent with `.loadIframe`.
    case iframeFinished(ticket: IframeTicket, Result<HTTPResponse, NetError>)
    /// The answer to a `.prefetch`.
    case prefetchFinished(PrefetchFetch, Result<HTTPResponse, NetError>)
    /// The answer to a `.fetchImage`.
    case imageFetched(ImageFetch, Result<HTTPResponse, NetError>)
    /// A worker's answer to a `.drawImage`: the image's cells for the box
    /// asked for (nil: the box its own size gives), or why it is not drawn.
    case imageDrawn(url: String, box: CellBox?, Result<ImageCells.Made, ImageRefusal>)
    /// A message from a live source of a shown page.
    case live(LiveMessage)
    case externalEdit(ExternalEdit)
    /// How a download is going, from the loop's `Downloader`.
    case download(DownloadReport)
    /// Visits the loop wrote into the history (`VisitRecorder`), for the
    /// history view and the `g` prompt's completion.
    case recorded([HistoryEntry])
    /// Answers changed cookies of the shared jar (`CookieJarWatch`): other
    /// tabs showing a page they are sent with are stale (`Tabs.markStale`).
    case cookiesChanged(CookieChange)
    /// Time passed (the progress bar grows).
    case tick
    /// Something for the status line from outside the browser, such as a
    /// path configuration that failed to load.
    case notice(String, isError: Bool)

    /// An answer whose headers may have changed the shared jar.
    package var mayHaveSetCookies: Bool {
        switch self {
        case .visitFinished, .formFinished, .frameFinished: true
        default: false
        }
    }

    /// Reports worth a line: failures and problems, not a quiet success.
    package static func notice(pathConfigurationReport report: PathConfigurationReport) -> BrowserEvent? {
        if case .applied = report.outcome {
            guard !report.problems.isEmpty else { return nil }
            // The status line is one row: the problems first, not the rule count.
            return .notice("path configuration: " + report.problems.map(\.description).joined(separator: "; "), isError: false)
        }
        return .notice(report.description.split(separator: "\n").joined(separator: "; "), isError: !report.loaded)
    }
}
