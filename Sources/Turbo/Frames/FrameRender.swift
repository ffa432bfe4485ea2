import HTML
/// A frame filled from an answer: what changed in the page, what the
/// streams inside the new content did, which frames inside it to load, and
/// whether the page's URL and history follow.
package struct FrameRender {
    package let changes: DOMChanges
    package let streams: StreamOutcome
    package let loads: FrameLoadPlan
    package let promotion: FramePromotion?
    /// `autoscroll`: where the filled frame is scrolled to (R4).
    package let autoscroll: FrameAutoscroll?
}
