import Foundation

/// A frame request in flight: which page's frame it fills. The answer is
/// dropped when that page is no longer on top of its stack.
struct PendingFrameLoad {
    let stack: NavigationStackKind
    let entryID: PageEntry.ID?
    let frame: TurboFrame
    let promotion: VisitAction?
}
