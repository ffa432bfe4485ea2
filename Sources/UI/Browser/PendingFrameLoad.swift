import FoundationEssentials
import Turbo

/// A frame request in flight, kept by the `PageSession` of the page whose
/// frame it fills: a page that leaves the screen takes its loads along,
/// and their answers are dropped.
package struct PendingFrameLoad {
    package let frame: TurboFrame
    /// `data-turbo-action` on the navigation: the page's URL and history
    /// follow the frame once it is filled.
    package var promotion: VisitAction?
    /// The page as it was when the promoted navigation began, for the
    /// snapshot cache: back shows it (Turbo's cached page snapshot).
    package var pageBefore: PageView?
    /// A `refresh="morph"` frame reloaded after a morph refresh: its content
    /// is morphed, not replaced.
    package var morph = false
    /// How many `recurse` loads led to this one (turbo-wire R4).
    package var recursions = 0

    package init(frame: TurboFrame, promotion: VisitAction? = nil, pageBefore: PageView? = nil, morph: Bool = false, recursions: Int = 0) {
        self.frame = frame
        self.promotion = promotion
        self.pageBefore = pageBefore
        self.morph = morph
        self.recursions = recursions
    }
}
