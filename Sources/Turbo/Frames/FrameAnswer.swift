import HTML
import Net
/// What an answer to a frame request does (turbo-wire Fr3).
package enum FrameAnswer {
    /// The frame's children were swapped for those of `turbo-frame#id`.
    case rendered(FrameRender)
    /// The answer had no matching frame but a frame that `recurse`s for it:
    /// load that one and look again in its answer (R4).
    case recurse(FrameRecursion)
    /// The answer had no matching frame: the frame says "Content missing".
    case missing(DOMChanges, message: String)
    /// `turbo-visit-control=reload`: visit the page with this answer.
    case fullVisit(HTTPResponse)
    /// A Turbo Stream answer, applied to the page.
    case streams(StreamOutcome)
    /// Not HTML (an image, a download): the frame is left as it was.
    case notHTML(mediaType: String)
}
