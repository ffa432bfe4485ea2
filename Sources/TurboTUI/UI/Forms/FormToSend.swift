/// A submission ready to send, with what is needed around it: the stack
/// whose session sends it, the page it came from (its document gives the
/// CSRF token), and the submit button to show as busy meanwhile.
struct FormToSend: Equatable {
    let submission: FormSubmission
    let stack: NavigationStackKind
    let entryID: PageEntry.ID?
    let document: Document
    /// The button shown busy while in flight: its element, as a stream may
    /// put fields before it meanwhile.
    let submitter: Element?

    /// Every field; the page and the button by identity (the same elements, not equal trees).
    static func == (lhs: FormToSend, rhs: FormToSend) -> Bool {
        lhs.submission == rhs.submission && lhs.stack == rhs.stack && lhs.entryID == rhs.entryID
            && lhs.document === rhs.document && lhs.submitter === rhs.submitter
    }
}
