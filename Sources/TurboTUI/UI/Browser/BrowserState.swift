import Foundation

/// Everything the screen shows, in one value. Only `Browser.update`
/// changes it; the view is drawn from it.
struct BrowserState {
    enum Exit: Equatable {
        case quit
        case signal(String)
    }

    var size: ScreenSize
    var now: ContinuousClock.Instant
    var main = HistoryStack()
    var modal: ModalPresentation?
    var loading: PendingVisit?
    var message: StatusMessage?
    /// Another site's URL, offered for `$BROWSER` or the clipboard.
    var offer: URL?
    var prompt: Prompt?
    var search: String?
    var searchRow: Int?
    var showingHelp = false
    var helpTop = 0
    var numberLinks = false
    var exit: Exit?
    var lastTicket = 0
    /// After a resize, pages are laid out again once the size has settled:
    /// dragging a window sends many sizes, and a big page takes a while.
    var relayoutAt: ContinuousClock.Instant?
    static let relayoutDelay = Duration.milliseconds(100)

    var layout: ScreenLayout { ScreenLayout(size: size) }

    var activeContext: StackContext { modal == nil ? .main : .modal }

    /// The page keys act on: the modal's top page when a modal is shown.
    var activePage: PageView? {
        get { modal?.stack.current ?? main.current }
        set {
            if modal != nil { modal?.stack.current = newValue } else { main.current = newValue }
        }
    }

    /// The rectangle the active page is drawn in.
    var activeArea: Rect {
        modal.map { layout.modalPage($0.style) } ?? layout.mainPage
    }

    func area(for context: StackContext, style: ModalStyle) -> Rect {
        context == .modal ? layout.modalPage(style) : layout.mainPage
    }

    var showsProgressBar: Bool {
        guard let loading else { return false }
        return loading.startedAt.duration(to: now) >= PendingVisit.progressDelay
    }

    /// When the loop must wake even if nothing happens: to show the
    /// progress bar, then to move it on.
    var nextDeadline: ContinuousClock.Instant? {
        var progress: ContinuousClock.Instant?
        if let loading {
            let appears = loading.startedAt + PendingVisit.progressDelay
            progress = now < appears ? appears : now + .milliseconds(200)
        }
        return [progress, relayoutAt].compactMap { $0 }.min()
    }
}
