import Turbo
/// The hand-off of a `PreparedPage`, whose DOM is a tree of non-Sendable
/// classes, from the worker thread that made it to the loop. The hand-off rule: the
/// worker creates the box, posts it, and never touches the box or anything
/// in it again; from then on only the loop's thread uses it. Nothing else
/// is shared between the two threads.
package final class PageHandOff: @unchecked Sendable {
    /// How far the page had arrived when the worker laid it out, and the
    /// request it answers.
    package enum Stage: Sendable {
        /// The whole answer: the page to show (`.pagePrepared`).
        case complete(VisitTicket)
        /// What has arrived so far, shown until the rest comes (`.pageArriving`).
        case partial(VisitTicket)
        /// The answer broke off with this failure: what arrived is all there is (`.pageArrivedPartly`).
        case brokenOff(VisitTicket, VisitFailure)
        /// A shown page laid out again for a new size (`.pageRelaidOut`).
        case relaidOut(LayoutTicket)
    }

    package let prepared: PreparedPage
    package let stage: Stage

    package init(_ stage: Stage, prepared: PreparedPage) {
        self.prepared = prepared
        self.stage = stage
    }
}
