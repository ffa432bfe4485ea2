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

    package init(submission: FormSubmission, stack: NavigationStackKind, entryID: PageEntry.ID?, document: Document, submitter: Element?) {
        self.submission = submission
        self.stack = stack
        self.entryID = entryID
        self.document = document
        self.submitter = submitter
    }

    /// Every field; the page and the button by identity (the same elements, not equal trees).
    package static func == (lhs: FormToSend, rhs: FormToSend) -> Bool {
        lhs.submission == rhs.submission && lhs.stack == rhs.stack && lhs.entryID == rhs.entryID
            && lhs.document === rhs.document && lhs.submitter === rhs.submitter
    }
}
