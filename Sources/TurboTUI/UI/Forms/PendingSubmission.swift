/// A form submission in flight. Only one at a time: a second Enter on a
/// busy button does nothing, as Turbo disables the submitter (F6).
struct PendingSubmission {
    let ticket: Int
    let prepared: FormToSend
    let startedAt: ContinuousClock.Instant
}
