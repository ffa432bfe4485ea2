import HTML
/// `autoscroll` on a `<turbo-frame>` (turbo-wire R4, Turbo's
/// `FrameRenderer.scrollFrameIntoView`): once the frame is filled it is
/// scrolled into view, placed as `scrollIntoView`'s `block` places it, read
/// from `data-autoscroll-block`: `end` (the default, also for a value Turbo
/// does not know), `start`, `center` or `nearest`.
package enum FrameAutoscroll: String, Equatable, Sendable {
    case start, end, center, nearest

    /// nil when neither the frame on the page nor the answer's frame has
    /// `autoscroll`; the block is the page's frame's, as Turbo reads it.
    package init?(frame: Element, answer: Element?) {
        guard frame.hasAttribute("autoscroll") || answer?.hasAttribute("autoscroll") == true else { return nil }
        self = frame.attribute("data-autoscroll-block").flatMap(FrameAutoscroll.init(rawValue:)) ?? .end
    }

    /// The first row to show so that the frame's `rows` sit where the block
    /// says in a view `height` rows tall now starting at `top` (the caller
    /// keeps it inside the page).
    package func top(showing rows: Range<Int>, height: Int, currentTop top: Int) -> Int {
        switch self {
        case .start: return rows.lowerBound
        case .end: return rows.upperBound - height
        case .center: return rows.lowerBound + (rows.count - height) / 2
        case .nearest:
            if rows.lowerBound >= top && rows.upperBound <= top + height { return top }
            // Above the view or taller than it: its start at the top, as a browser aligns it.
            if rows.lowerBound < top || rows.count > height { return rows.lowerBound }
            return rows.upperBound - height
        }
    }
}
