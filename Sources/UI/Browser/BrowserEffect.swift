import Net
import FoundationEssentials
import Images
import Store
import Turbo

/// What the browser asks the runtime to do: the reducer decides, the
/// runtime performs the I/O and reports back as events.
package enum BrowserEffect: Equatable {
    /// `referrer`: the page the user was on, for the Referer header.
    /// `arrival`: how its answer is shown while it arrives, if it may be
    /// (`ArrivalPolicy`; the runtime still checks the answer's head).
    case startVisit(ticket: VisitTicket, url: URL, stack: NavigationStackKind, referrer: URL?, arrival: ArrivalPlan?)
    /// A full page load without Turbo's headers (`turbo-visit-control`
    /// reload), through the stack's session; answered as `.visitFinished`.
    case startFullLoad(ticket: VisitTicket, url: URL, stack: NavigationStackKind, referrer: URL?, arrival: ArrivalPlan?)
    /// Parses and lays out a big answer away from the loop; answered as
    /// `.pagePrepared`. `.cancelVisit` of its stack stops it.
    case preparePage(PageWorkerJob)
    /// Lays a shown page out again on a worker after a resize, from a parse
    /// of its own source; answered as `.pageRelaidOut`.
    case relayoutPage(PageWorkerJob)
    /// A page's text for searching made on a thread off the loop; answered by `.searchTextMade`.
    case prepareSearchText(SearchTextRequest)
    case cancelVisit(NavigationStackKind)
    /// The user name and password the loop sends to `url`'s origin from now on; nil: none (refused ones).
    case setCredentials(HTTPCredentials?, for: URL)
    case openExternally(URL)
    case copy(String)
    case suspend
    /// Sends a form through the session of its stack; the answer is a `.formFinished` event.
    case submitForm(FormInFlight)
    /// Loads a frame beside other transfers; the answer is a `.frameFinished` event.
    case loadFrame(FrameFetch)
    /// Fetches an iframe's document (a browser's request, `IframeDocument.request`,
    /// or a form's targeting it) beside other transfers; the answer is an `.iframeFinished` event.
    case loadIframe(ticket: IframeTicket, HTTPRequest)
    /// Opens `$VISUAL`/`$EDITOR` on the text; the answer is an `.externalEdit` event.
    case editExternally(text: String, FieldReference)
    /// Reads a file for a file input; the answer is an `.externalEdit` event.
    case readFiles(paths: [String], FieldReference)
    case redraw
    /// Streams a file into the downloads directory (or a viewer's private one); answered by `.download` events.
    case startDownload(DownloadRequest)
    /// Stops a download and removes its partial file.
    case cancelDownload(Int)
    /// Opens a fetched file with its mailcap viewer; answered by `.download(.viewed)`.
    case openViewer(ViewerRequest)
    /// Writes the bookmarks file with this tree (after an edit or an `a`).
    case saveBookmarks(Bookmarks)
    /// Runs the live sources of the watched document for its owner, in
    /// place of what that owner ran; messages come back as `.live` events.
    case watchLive(LiveWatch)
    /// Stops the live sources of one owner (a stack of a tab).
    case stopLive(LiveOwner)
    /// A GET before the user asks for the page (turbo-wire R6), beside
    /// other transfers; answered by `.prefetchFinished`.
    case prefetch(PrefetchFetch)
    /// An image of a shown page, beside other transfers; answered by `.imageFetched`.
    case fetchImage(ImageFetch)
    /// An image's bytes drawn as symbol cells for a box on a thread off the
    /// loop (`ImageWork`); answered by `.imageDrawn`.
    case drawImage(ImageWork.Request)
}
