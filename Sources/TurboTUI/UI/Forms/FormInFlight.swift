/// A form on its way: the browser keeps it in `BrowserState.submitting`
/// and hands the same value to the loop as `.submitForm`, which adds the
/// CSRF token (it holds the cookie jar) and Turbo's headers and sends it
/// through the session of `stack`. Only one at a time: a second Enter on a
/// busy button does nothing, as Turbo disables the submitter (F6).
struct FormInFlight: Equatable {
    let ticket: Int
    let prepared: FormToSend
    let startedAt: ContinuousClock.Instant

    var stack: NavigationStackKind { prepared.stack }
    var submission: FormSubmission { prepared.submission }
    /// The page the form is on: its `csrf-param` / `csrf-token` meta tags.
    var document: Document { prepared.document }
}
