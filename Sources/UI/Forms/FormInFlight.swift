import HTML
import Turbo
import Base
/// A form on its way: the browser keeps it in `BrowserState.submitting`
/// and hands the same value to the loop as `.submitForm`, which adds the
/// CSRF token (it holds the cookie jar) and Turbo's headers and sends it
/// through the session of `stack`. Only one at a time: a second Enter on a
/// busy button does nothing, as Turbo disables the submitter (F6).
package struct FormInFlight: Equatable {
    package let ticket: FormTicket
    package let prepared: FormToSend
    package let startedAt: MonotonicInstant

    package init(ticket: FormTicket, prepared: FormToSend, startedAt: MonotonicInstant) {
        self.ticket = ticket
        self.prepared = prepared
        self.startedAt = startedAt
    }

    package var stack: NavigationStackKind { prepared.stack }
    package var submission: FormSubmission { prepared.submission }
    /// The page the form is on: its `csrf-param` / `csrf-token` meta tags.
    package var document: Document { prepared.document }
}
