import FoundationEssentials
import HTML
import Net
import Turbo
import Base

/// The session as the owner of its form in flight (turbo-wire F2-F6): the
/// form checked and built from the page's values, sent one at a time, kept
/// for `r` when the network fails, and an answer for the page it was sent
/// from rendered or applied on it.
/// A form checked before it is sent (`PageSession.submission`).
package enum FormCheck {
    case ready(FormSubmission)
    /// Why it cannot go (nil: there is no page to send it from).
    case refused(StatusMessage?)
}

extension PageSession {
    /// The form's submission from the page's values, or why it cannot go:
    /// the first constraint that fails focuses its field. `drivenByTurbo`: Turbo runs on the page.
    package mutating func submission(of form: Element, submitter: Element?, rows: Int, drivenByTurbo: Bool) -> FormCheck {
        guard let page else { return .refused(nil) }
        if let failure = FormValidator.failures(form: form, submitter: submitter, values: page.values).first {
            if let index = page.fieldIndex(of: failure.element) { focus(.field(index), rows: rows) }
            return .refused(.error(failure.description))
        }
        do {
            return .ready(try FormSubmission(form: form, submitter: submitter, pageURL: page.url, values: page.values,
                                             drivenByTurbo: drivenByTurbo))
        } catch {
            return .refused(.error(error.description))
        }
    }

    /// The submission as the loop sends it, from this page (nil: no page, or a `method="dialog"` form, which sends nothing).
    /// `opensTab`: its answer goes to a new tab (`FormToSend.opensTab`).
    package func prepare(_ submission: FormSubmission, submitter: Element?, in stack: NavigationStackKind,
                         opensTab: Bool = false) -> FormToSend? {
        guard let page, let document = page.document, submission.handling != .closesDialog else { return nil }
        return FormToSend(submission: submission, stack: stack, entryID: page.entryID, document: document, submitter: submitter,
                          opensTab: opensTab)
    }

    /// The form goes: it is the session's in flight, and no longer the failed one.
    package mutating func startSending(_ prepared: FormToSend, ticket: FormTicket, now: MonotonicInstant) -> FormInFlight {
        let inFlight = FormInFlight(ticket: ticket, prepared: prepared, startedAt: now)
        form = inFlight
        failedForm = nil
        return inFlight
    }

    /// Esc while the form is in flight: kept for `r`, as the server may have it already.
    package mutating func cancelForm() -> FormToSend? {
        guard let pending = form else { return nil }
        form = nil
        failedForm = pending.prepared
        return pending.prepared
    }

    /// The form whose sending failed, while its page is still shown.
    package var formToSendAgain: FormToSend? {
        guard let failedForm, page?.entryID == failedForm.entryID else { return nil }
        return failedForm
    }

    /// The answer to the form in flight came (nil: not this session's, or
    /// one cancelled since). A network failure keeps the form for `r`.
    package mutating func finishForm(_ ticket: FormTicket, failed: Bool) -> FormToSend? {
        guard let pending = form, pending.ticket == ticket else { return nil }
        form = nil
        if failed { failedForm = pending.prepared }
        return pending.prepared
    }

    /// The form's page took its answer: its typed values are sent now, not unsent input.
    package mutating func formWasAnswered(_ prepared: FormToSend) {
        if page?.entryID == prepared.entryID { changePage { $0.markSent() } }
    }

    /// A 4xx/5xx answer replaces the page where the form was: the URL and
    /// history stay, the server's values are shown, the focus stays on the
    /// field of the same name.
    package mutating func renderInPlace(_ response: HTTPResponse, for prepared: FormToSend, width: Int, numbered: Bool, rows: Int) {
        guard let old = page, old.entryID == prepared.entryID else { return }
        let visit = VisitResponse(response)
        var fresh = PageView(url: old.url, status: response.status, content: .document(visit.document, source: PageSource(visit)),
                             width: width, numbered: numbered)
        fresh.responseHeaders = response.headers
        fresh.entryID = old.entryID
        fresh.titleOverride = old.titleOverride
        fresh.scrollTop = old.scrollTop
        fresh.clampScroll(visibleRows: rows)
        let focusedName = old.focusedField.flatMap { old.rendered.fields[$0].element.attribute("name") }
        let sameField = focusedName.flatMap { name in fresh.rendered.fields.firstIndex { $0.element.attribute("name") == name } }
        fresh.focus = (sameField ?? fresh.autofocusField).map(FocusTarget.field)
        renderAgain(with: fresh)
        revealFocus(rows: rows)
    }

    /// A stream answer changes the page the form is on, in place (F5.1);
    /// what the user typed stays, keyed by element. A `refresh` stream in it
    /// waits in the debouncer like a live one, then refreshes the page (a
    /// morph when the page asks for it). One that carries a request id is
    /// taken for the form's own request (turbo-rails stamps the id of the
    /// request it answers), which Turbo ignores; the reducer does not see the
    /// ids the loop sent, so it cannot check them one by one. Returns the
    /// change for the one funnel (`BrowserState.documentChanged`).
    package mutating func applyStreams(_ response: HTTPResponse, now: MonotonicInstant) -> DocumentChange? {
        guard let document = page?.document else { return nil }
        let outcome = StreamProcessor.apply(StreamMessage(response: response), to: document, index: page?.idIndex)
        for refresh in outcome.refreshes where refresh.requestID == nil {
            _ = self.refresh.receive(refresh, ownRequests: RequestIDHistory(), now: now)
        }
        return DocumentChange(extent: .changes(outcome.changes), streamErrors: outcome.errors)
    }
}
