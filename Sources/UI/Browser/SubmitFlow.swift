import FoundationEssentials
import HTML
import Net
import Turbo

/// Sending forms as Turbo does (turbo-wire F2-F6): checked first, confirmed
/// when the page asks, sent through the session of the form's stack, and
/// the answer handled by the form model's decision.
package enum SubmitFlow {
    package static func submit(form: Element, submitter: Element?, in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage else { return [] }
        if let failure = FormValidator.failures(form: form, submitter: submitter, values: page.values).first {
            browser.state.message = .error(failure.description)
            if let index = page.fieldIndex(of: failure.element) { browser.state.stacks[browser.state.activeStack].focus(.field(index), rows: browser.state.activeArea.rows) }
            return []
        }
        do {
            let submission = try FormSubmission(form: form, submitter: submitter, pageURL: page.url, values: page.values)
            return prepare(submission, submitter: submitter, in: &browser)
        } catch {
            browser.state.message = .error(error.description)
            return []
        }
    }

    /// A form's submission or a `data-turbo-method` link's: asks first when
    /// the page wants a confirmation.
    package static func prepare(_ submission: FormSubmission, submitter: Element?, in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage, let document = page.document else { return [] }
        guard submission.handling != .closesDialog else { return [] }
        let prepared = FormToSend(submission: submission, stack: browser.state.activeStack, entryID: page.entryID,
                                          document: document, submitter: submitter)
        if let question = submission.confirmMessage {
            browser.state.overlay = .question(Question(text: question.isEmpty ? "Are you sure?" : question, action: .submit(prepared)))
            return []
        }
        return send(prepared, in: &browser)
    }

    package static func send(_ prepared: FormToSend, in browser: inout Browser) -> [BrowserEffect] {
        guard browser.state.submitting == nil else {
            browser.state.message = .info("A form is being sent: wait for its answer (Esc: cancel)")
            return []
        }
        var effects = browser.cancelLoading(in: prepared.stack)
        let ticket: FormTicket = browser.state.tickets.next()
        let inFlight = FormInFlight(ticket: ticket, prepared: prepared, startedAt: browser.state.now)
        browser.state.stacks[prepared.stack].form = inFlight
        browser.state.stacks[prepared.stack].failedForm = nil
        browser.state.message = nil
        effects.append(.submitForm(inFlight))
        return effects
    }

    /// Esc while a form is in flight. The server may have it already.
    package static func cancelSubmission(in browser: inout Browser) -> [BrowserEffect] {
        guard let pending = browser.state.submitting else { return [] }
        browser.state.stacks[pending.prepared.stack].form = nil
        browser.state.stacks[pending.prepared.stack].failedForm = pending.prepared
        browser.state.message = .info("Cancelled: the server may have received the form (r: send again)")
        return [.cancelVisit(pending.prepared.stack)]
    }

    /// `r` after a network failure: the same form, the same values, again.
    package static func resendFailedSubmission(in browser: inout Browser) -> [BrowserEffect]? {
        guard let failed = browser.state.stacks[browser.state.activeStack].failedForm,
              browser.state.activePage?.entryID == failed.entryID else { return nil }
        return send(failed, in: &browser)
    }

    package static func finishSubmission(ticket: FormTicket, _ result: Result<VisitResponse, VisitFailure>, in browser: inout Browser) -> [BrowserEffect] {
        guard let pending = browser.state.submitting, pending.ticket == ticket else { return [] }
        let prepared = pending.prepared
        browser.state.stacks[prepared.stack].form = nil
        switch result {
        case .failure(let failure):
            if failure.error == .cancelled { return [] }
            browser.state.stacks[prepared.stack].failedForm = prepared
            browser.state.message = .error("Could not send the form to \(failure.url.absoluteString): \(failure.error) "
                                   + "(r: send again; what you typed is kept)")
            return []
        case .success(let response):
            // A 401 asking for Basic or Digest: the name and password, then the form is sent again.
            if let effects = browser.askForCredentials(response.http, answering: .form(prepared)) { return effects }
            if browser.state.stacks[prepared.stack].page?.entryID == prepared.entryID { browser.state.stacks[prepared.stack].changePage { $0.markSent() } }
            _ = browser.navigate { $0.formSubmissionDidFinish(in: prepared.stack); return [] }
            return handleAnswer(response.http, to: prepared, in: &browser)
        }
    }

    package static func handleAnswer(_ response: HTTPResponse, to prepared: FormToSend, in browser: inout Browser) -> [BrowserEffect] {
        let stack = prepared.stack
        guard prepared.submission.handling == .turbo else {
            // Turbo is off for this form: the answer is a page like any other.
            return browser.navigate { $0.routeFormResult(response, requestedAction: .advance, from: stack) }
        }
        let outcome = FormOutcome(submission: prepared.submission, response: response)
        if outcome.clearsSnapshotCache {
            for stack in NavigationStackKind.allCases { browser.state.stacks[stack].snapshots.removeAll() }
        }
        switch outcome.answer {
        case .visit:
            let requested = prepared.submission.requestedAction
            return browser.navigate { $0.routeFormResult(response, requestedAction: requested, from: stack) }
        case .renderInPlace(let answer):
            renderInPlace(answer, for: prepared, in: &browser)
            browser.state.message = .error("The form was not accepted (HTTP \(answer.status)): see the page")
        case .renderError(let answer):
            renderInPlace(answer, for: prepared, in: &browser)
            browser.state.message = .error("HTTP \(answer.status) from \(answer.url.absoluteString)")
        case .applyStreams(let answer):
            applyStreams(answer, in: stack, on: &browser)
        case .renderInFrame(let id, let answer):
            return FrameLoads.applyFormAnswer(answer, toFrame: id, requestedAction: prepared.submission.requestedAction, in: stack, on: &browser)
        case .offerFile(let answer):
            return browser.offerFile(answer.url, because: "The form's answer is a file (\(answer.contentType?.mediaType ?? "unknown"))",
                             held: HeldAnswer(answer))
        case .reportError(let message):
            browser.state.message = .error(message)
        case .nothing:
            browser.state.message = .info("Sent (HTTP \(response.status))")
        }
        return []
    }

    /// A stream answer changes the page the form is on, in place (F5.1);
    /// what the user typed stays, keyed by element. A `refresh` stream in it
    /// waits in the stack's debouncer like a live one, then refreshes the page
    /// (a morph when the page asks for it). One that carries a request id is
    /// taken for the form's own request (turbo-rails stamps the id of the
    /// request it answers), which Turbo ignores; the reducer does not see the
    /// ids the loop sent, so it cannot check them one by one.
    private static func applyStreams(_ response: HTTPResponse, in stack: NavigationStackKind, on browser: inout Browser) {
        guard let document = browser.state.stacks[stack].page?.document else { return }
        let outcome = StreamProcessor.apply(StreamMessage(response: response), to: document, index: browser.state.stacks[stack].page?.idIndex)
        browser.documentChanged(DocumentChange(extent: .changes(outcome.changes), streamErrors: outcome.errors), in: stack)
        for refresh in outcome.refreshes where refresh.requestID == nil {
            _ = browser.state.stacks[stack].refresh.receive(refresh, ownRequests: RequestIDHistory(), now: browser.state.now)
        }
    }

    /// A 4xx/5xx answer replaces the page where the form was: the URL and
    /// history stay, the server's values are shown, the focus stays on the
    /// field of the same name.
    private static func renderInPlace(_ response: HTTPResponse, for prepared: FormToSend, in browser: inout Browser) {
        let stack = prepared.stack
        guard let old = browser.state.stacks[stack].page, old.entryID == prepared.entryID else { return }
        let visit = VisitResponse(response)
        var page = PageView(url: old.url, status: response.status, content: .document(visit.document, source: visit.text),
                            width: browser.state.area(for: stack).columns, numbered: browser.state.numberLinks)
        page.entryID = old.entryID
        page.titleOverride = old.titleOverride
        page.scrollTop = old.scrollTop
        page.clampScroll(visibleRows: browser.state.area(for: stack).rows)
        let focusedName = old.focusedField.flatMap { old.rendered.fields[$0].element.attribute("name") }
        let sameField = focusedName.flatMap { name in page.rendered.fields.firstIndex { $0.element.attribute("name") == name } }
        page.focus = (sameField ?? page.autofocusField).map(FocusTarget.field)
        browser.state.stacks[stack].renderAgain(with: page)
        browser.state.stacks[stack].revealFocus(rows: browser.state.area(for: stack).rows)
    }
}
