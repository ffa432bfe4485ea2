import FoundationEssentials
import HTML

/// A link or form that drives a frame rather than the page: which frame,
/// the URL, and whether it is promoted to a page visit (turbo-wire Fr5).
package struct FrameNavigation {
    package let frame: TurboFrame
    package let url: URL
    /// `data-turbo-action` on the submitter, the element or the frame: the
    /// page's URL and history follow the frame.
    package let promotion: VisitAction?
    /// `data-turbo-stream` on the element: a stream answer is welcome.
    package let asksForStream: Bool

    /// nil when the navigation is a page visit instead (`_top`, no frame,
    /// a disabled frame).
    package init?(_ element: Element, submitter: Element? = nil, url: URL, in document: Node) {
        guard let frame = FrameDestination.resolve(element, submitter: submitter, in: document).frame else { return nil }
        self.frame = frame
        self.url = url
        let action = [submitter, element, frame.element].lazy.compactMap { $0?.attribute("data-turbo-action") }.first
        promotion = action.flatMap(VisitAction.init(rawValue:))
        asksForStream = (submitter?.hasAttribute("data-turbo-stream") ?? false) || element.hasAttribute("data-turbo-stream")
    }

    /// The GET a link makes.
    package func fetch(from page: URL) -> TurboFetch {
        TurboFetch(url: url, frameID: frame.id, asksForStream: asksForStream, referrer: page)
    }

    /// A form submission built by the forms model, sent for this frame.
    package func fetch(submitting submission: TurboFetch) -> TurboFetch {
        var fetch = submission
        fetch.frameID = frame.id
        fetch.asksForStream = fetch.asksForStream || asksForStream
        return fetch
    }

    /// Turbo points the frame's `src` at the new URL as it navigates; the
    /// answer then sets the final one.
    package func begin() {
        frame.element.setAttribute("src", url.absoluteString)
        frame.element.removeAttribute("complete")
    }
}
