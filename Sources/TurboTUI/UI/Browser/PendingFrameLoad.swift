import Foundation

/// A frame request in flight: which page's frame it fills. The answer is
/// dropped when that page is no longer on top of its stack.
struct PendingFrameLoad {
    let stack: NavigationStackKind
    /// Follows the page when a promotion gives it another entry.
    var entryID: PageEntry.ID?
    let frame: TurboFrame
    /// `data-turbo-action` on the navigation: the page's URL and history
    /// follow the frame once it is filled.
    var promotion: VisitAction?
    /// The page as it was when the promoted navigation began, for the
    /// snapshot cache: back shows it (Turbo's cached page snapshot).
    var pageBefore: PageView?
    /// A `refresh="morph"` frame reloaded after a morph refresh: its content
    /// is morphed, not replaced.
    var morph = false
}
