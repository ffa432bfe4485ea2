import FoundationEssentials
import Render
import Store
import Turbo
import Base
import HTML

/// Everything the screen shows, in one value. Only `Browser.update`
/// changes it; the view is drawn from it.
package struct BrowserState {
    package enum Exit: Equatable {
        case quit
        case signal(String)
    }

    package var size: ScreenSize
    package var now: MonotonicInstant
    /// The open tabs, each with its navigator and its stacks' screens.
    package var tabs = Tabs()
    /// The shown tab's screens: each stack's shown page and what belongs to
    /// it; the navigator owns the stacks' entries.
    package var stacks: PageSessions {
        get { tabs.current.stacks }
        _modify { yield &tabs.current.stacks }
    }
    /// The shown tab's navigator: where pages go, the stacks' entries and
    /// the modal overlay. Created when the tab is first shown.
    package var navigator: Navigator? { tabs.current.navigator }
    /// The live sources the loop runs, by owner, as last asked.
    package var live = LiveWatches()
    /// The modal window while one is shown, as the navigator decided it.
    package var modal: ModalOverlay? { navigator?.state.modalOverlay }
    /// The visit in flight, on whichever stack of the shown tab has one (its
    /// `PageSession` owns it; a new visit cancels the other stack's, and
    /// showing another tab cancels it, so there is one at most).
    package var loading: PendingVisit? {
        NavigationStackKind.allCases.lazy.compactMap { stacks[$0].visit.pending }.first
    }
    /// The form being sent, by whichever stack of the shown tab sends one (its `PageSession` owns it).
    package var submitting: FormInFlight? { stacks[.main].form ?? stacks[.modal].form }
    /// The status line, what covers the page (a prompt, a question, a view), the keys pending, the search.
    package var chrome = Chrome()
    /// Downloads of this run, the file on offer, the downloads screen.
    package var downloads = Downloads()
    /// The key bindings in force (`BrowserConfiguration.keys`), for the keys and the help.
    package var keys = KeyMap.defaults
    package var numberLinks = false
    /// The key that shows or hides images (`i`) switches this; images are
    /// drawn only where the `images` setting allows them too.
    package var imagesShown = true
    /// How the terminal draws images, once it has answered (`askForGraphics`):
    /// with a pixel protocol, images are drawn in pixels too.
    package var graphics = GraphicsChoice(pixels: nil, cell: nil)
    /// How each stack's pages lay images out (no sizes yet), as `ImageLoader`
    /// last found it (the setting, `i`, the area's rows); none: as alt text.
    /// A worker's layout of a page carries it (`imagePlan`).
    package var imageBases: [NavigationStackKind: ImageLayout] = [:]
    /// Pages visited, from the history file and this run: links to them
    /// are drawn as visited; the history view and `g`'s completion list them.
    package var visited = VisitedLinks()
    /// The bookmarks file's tree; every edit is saved whole (`.saveBookmarks`).
    package var bookmarks = Bookmarks()
    /// The mouse button held down, and on what.
    package var mouse = MouseClicks()
    package var exit: Exit?
    package var tickets = Tickets()
    /// HTTP authentication given in this run (session only, never on disk).
    package var httpAuthentication = HTTPAuthentication()
    /// The focused link's prefetch (turbo-wire R6).
    package var prefetcher = LinkPrefetcher()
    /// After a resize, pages are laid out again once the size has settled:
    /// dragging a window sends many sizes, and a big page takes a while.
    package var relayoutAt: MonotonicInstant?
    package static let relayoutDelay = Duration.milliseconds(100)
    /// Shown documents a worker is laying out in place, and the events that wait for it.
    package var documentReads = DocumentReads()

    /// Who takes the next key.
    package var mode: Mode { Mode(overlay: chrome.overlay, fieldInUse: fieldInUse) }

    /// The line typed into the status line: a prompt's or a file field's.
    package var statusPrompt: Prompt? {
        if case .prompt(let prompt) = mode { return prompt }
        return nil
    }

    package var question: Question? {
        if case .question(let question)? = chrome.overlay { return question }
        return nil
    }

    package var offer: ExternalOffer? {
        if case .offer(let offer)? = chrome.overlay { return offer }
        return nil
    }

    /// The tab line shows while there is more than one tab and no modal covers the screen (as the native tab bar).
    /// With more than one tab; a modal is drawn below it, so the tab it belongs to stays in sight.
    package var showsTabLine: Bool { tabs.count > 1 }

    package var layout: ScreenLayout { ScreenLayout(size: size, statusRows: chrome.statusRows, tabRows: showsTabLine ? 1 : 0) }

    package var activeStack: NavigationStackKind { modal == nil ? .main : .modal }

    /// The page keys act on: the modal's page when a modal is shown.
    package var activePage: PageView? { stacks[activeStack].page }

    /// Changes the active page in place (`PageSession.changePage`).
    package mutating func changeActivePage(_ change: (inout PageView) -> Void) {
        stacks[activeStack].changePage(change)
    }

    /// The field in use on the active page: only the active stack takes keys.
    package var fieldInUse: FieldInUse? {
        get { stacks[activeStack].fieldInUse }
        set { stacks[activeStack].fieldInUse = newValue }
    }

    /// The rectangle the active page is drawn in.
    package var activeArea: Rect { area(for: activeStack) }

    package func area(for stack: NavigationStackKind) -> Rect {
        area(for: stack, of: tabs.current)
    }

    /// Where `tab`'s page would be drawn if it were shown: a tab in the
    /// background keeps its reading position for the screen it will have.
    package func area(for stack: NavigationStackKind, of tab: Tab) -> Rect {
        let modal = tab.navigator?.state.modalOverlay
        let layout = ScreenLayout(size: size, statusRows: chrome.statusRows, tabRows: tabs.count > 1 && modal == nil ? 1 : 0)
        guard stack == .modal, let modal else { return layout.mainPage }
        return layout.modalPage(modal.style)
    }

    /// A page, a form's answer or a frame is on its way.
    package var isBusy: Bool { loading != nil || submitting != nil || stacks.frameLoadCount + stacks.iframeLoadCount > 0 || documentReads.isReading }

    /// Typed form data that was never sent and would be lost by quitting.
    package var hasUnsentInput: Bool {
        tabs.all.contains { $0.hasUnsentInput }
    }

    /// The load or form in flight: when it started and in which stack's area.
    package var inFlight: (startedAt: MonotonicInstant, stack: NavigationStackKind)? {
        if let loading { return (loading.startedAt, loading.stack) }
        if let submitting { return (submitting.startedAt, submitting.prepared.stack) }
        return nil
    }

    package var showsProgressBar: Bool {
        guard let inFlight else { return false }
        return inFlight.startedAt.duration(to: now) >= PendingVisit.progressDelay
    }

    /// When the loop must wake even if nothing happens: to show the
    /// progress bar, then to move it on.
    package var nextDeadline: MonotonicInstant? {
        var progress: MonotonicInstant?
        if let inFlight {
            let appears = inFlight.startedAt + PendingVisit.progressDelay
            progress = now < appears ? appears : now + .milliseconds(200)
        }
        // A running download's rate and time left move on even when no byte comes.
        let download = downloads.isRunning ? now + .seconds(1) : nil
        return ([progress, relayoutAt, download, prefetcher.deadline] + NavigationStackKind.allCases.filter(canRefresh).map { stacks[$0].refresh.deadline })
            .compactMap { $0 }.min()
    }

    /// A `refresh` stream reloads its page only when that page is on top and
    /// nothing is loading or being sent (the stack's session carries one
    /// request: a reload would cancel a form on its way); until then it stays
    /// pending, and the event that ends the wait (a load or a form finishing,
    /// a modal closing) fires it.
    package func canRefresh(_ stack: NavigationStackKind) -> Bool {
        stack == activeStack && loading == nil && submitting == nil
    }
}
