import HTML
import Turbo
/// A submission ready to send, with what is needed around it: the stack
/// whose session sends it, the page it came from (its document gives the
/// CSRF token), and the submit button to show as busy meanwhile.
package struct FormToSend: Equatable {
    package let submission: FormSubmission
    package let stack: NavigationStackKind
    package let entryID: PageEntry.ID?
    package let document: Document
    /// The button shown busy while in flight: its element, as a stream may
    /// put fields before it meanwhile.
    package let submitter: Element?
    /// A non-GET form whose `target`/`formtarget` is `_blank` (or names no
    /// iframe): as a browser does, its answer goes to a new browsing context,
    /// so sending it opens a tab first (`Browser.send`).
    package let opensTab: Bool
    /// Sent again by a reload of the page that was its answer: that answer
    /// takes the page's place in the history, as a browser's reload does.
    package var isResend = false

    package init(submission: FormSubmission, stack: NavigationStackKind, entryID: PageEntry.ID?, document: Document, submitter: Element?,
                 opensTab: Bool = false) {
        self.submission = submission
        self.stack = stack
        self.entryID = entryID
        self.document = document
        self.submitter = submitter
        self.opensTab = opensTab
    }

    /// The same form, sent by the main stack of the tab just opened for its
    /// answer: no page there yet, and sent again (`r`) from that tab, not from a new one.
    package var inOpenedTab: FormToSend {
        FormToSend(submission: submission, stack: .main, entryID: nil, document: document, submitter: submitter)
    }

    /// Every field; the page and the button by identity (the same elements, not equal trees).
    package static func == (lhs: FormToSend, rhs: FormToSend) -> Bool {
        lhs.submission == rhs.submission && lhs.stack == rhs.stack && lhs.entryID == rhs.entryID
            && lhs.document === rhs.document && lhs.submitter === rhs.submitter && lhs.opensTab == rhs.opensTab
            && lhs.isResend == rhs.isResend
    }
}
