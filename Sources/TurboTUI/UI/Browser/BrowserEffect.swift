import Foundation

/// What the browser asks the runtime to do: the reducer decides, the
/// runtime performs the I/O and reports back as events.
enum BrowserEffect: Equatable {
    /// `referrer`: the page the user was on, for the Referer header.
    case startVisit(ticket: Int, url: URL, stack: NavigationStackKind, referrer: URL?)
    case cancelVisit(NavigationStackKind)
    case openExternally(URL)
    case copy(String)
    case suspend
    case redraw
}
