import HTML
/// A frame filled from an answer: what changed in the page, what the
/// streams inside the new content did, which frames inside it to load, and
/// whether the page's URL and history follow.
public struct FrameRender {
    public let changes: DOMChanges
    public let streams: StreamOutcome
    public let loads: FrameLoadPlan
    public let promotion: FramePromotion?
    /// `autoscroll`: where the filled frame is scrolled to (R4).
    public let autoscroll: FrameAutoscroll?
}
