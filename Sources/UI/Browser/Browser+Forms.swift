import FoundationEssentials
import HTML
import Net
import Turbo

/// Forms, routed: the session of the form's stack checks, sends and keeps
/// it (`PageSession+Forms`); the form model decides what its answer is
/// (`FormOutcome`), and each answer goes to its owner: the navigator for a
/// visit, the session for a page rendered in place or streams, the frame, a
/// file offer.
extension Browser {
    /// Enter on a submit button, or in a field: checked first (`PageSession.submission`).
    package mutating func submit(form: Element, submitter: Element?) -> [BrowserEffect] {
        let turbo = state.activePage.map(drivesTurbo) ?? true
        switch state.stacks[state.activeStack].submission(of: form, submitter: submitter, rows: state.activeArea.rows,
                                                          drivenByTurbo: turbo) {
        case .ready(let submission): return route(submission, of: form, submitter: submitter)
        case .refused(let message):
            if let message { state.chrome.message = message }
            return []
        }
    }

    /// Where the form's answer goes: a `method=dialog` form closes its dialog
    /// and sends nothing; a `target`/`formtarget` of `_blank` (or a name no
    /// iframe has) opens a new tab, one naming an iframe changes that iframe's
    /// document; the rest is the page's. Only a GET answer has a URL to show
    /// elsewhere: another method's answer comes to the page, as said.
    private mutating func route(_ submission: FormSubmission, of form: Element, submitter: Element?) -> [BrowserEffect] {
        let (stack, rows) = (state.activeStack, state.activeArea.rows)
        if submission.handling == .closesDialog {
            state.stacks[stack].closeDialog(holding: form, rows: rows)
            return []
        }
        let target = BrowsingContextTarget.of(form: form, submitter: submitter, in: state.activePage?.document)
        guard target != .current else { return submit(submission, submitter: submitter) }
        guard submission.method == .get else {
            let effects = submit(submission, submitter: submitter)
            // Said after sending, which clears the status line.
            if state.chrome.message == nil {
                state.chrome.message = .info("The form names another window: its \(submission.method.rawValue.uppercased()) answer comes here")
            }
            return effects
        }
        switch target {
        case .newTab: return openTab(submission.url)
        case .iframe(let iframe): state.stacks[stack].show(submission.url, in: iframe, rows: rows)
        case .current: break
        }
        return []
    }

    /// A form's submission or a `data-turbo-method` link's: asks first when the page wants a confirmation.
    package mutating func submit(_ submission: FormSubmission, submitter: Element?) -> [BrowserEffect] {
        let stack = state.activeStack
        // A local file is no site of the user's: what it would send carries their cookies to whatever it names.
        if state.activePage?.url.isFileURL == true {
            state.chrome.message = .info("A form in a local file is not sent")
            return []
        }
        guard let prepared = state.stacks[stack].prepare(submission, submitter: submitter, in: stack) else { return [] }
        // What the user typed goes to another site only when they say so (issue 32): a page
        // of the app must not be able to post it elsewhere behind their back. (A GET form's
        // URL is a visit, which the navigator offers to open elsewhere without sending it.)
        let elsewhere = submission.method != .get && state.navigator.map { !$0.isInTheApp(submission.url) } == true
        let confirmation = submission.confirmMessage.map { $0.isEmpty ? "Are you sure?" : $0 }
        if elsewhere || confirmation != nil {
            let warning = elsewhere ? "Send this form to another site, \(WebOrigin(submission.url)?.description ?? "")?" : nil
            let text = [confirmation, warning].compactMap { $0 }.joined(separator: " ")
            state.chrome.overlay = .question(Question(text: text, action: .submit(prepared)))
            return []
        }
        return send(prepared)
    }

    /// One form at a time: its stack's visit stops, and the form goes.
    package mutating func send(_ prepared: FormToSend) -> [BrowserEffect] {
        guard state.submitting == nil else {
            state.chrome.message = .info("A form is being sent: wait for its answer (Esc: cancel)")
            return []
        }
        let effects = state.cancelLoading(in: prepared.stack)
        let ticket: FormTicket = state.tickets.next()
        state.chrome.message = nil
        return effects + [.submitForm(state.stacks[prepared.stack].startSending(prepared, ticket: ticket, now: state.now))]
    }

    /// Esc while a form is in flight. The server may have it already.
    package mutating func cancelForm() -> [BrowserEffect] {
        guard let stack = state.submitting?.prepared.stack, state.stacks[stack].cancelForm() != nil else { return [] }
        state.chrome.message = .info("Cancelled: the server may have received the form (r: send again)")
        return [.cancelVisit(stack)]
    }

    /// `r` after a network failure: the same form, the same values, again (nil: none to send).
    package mutating func resendFailedForm() -> [BrowserEffect]? {
        state.stacks[state.activeStack].formToSendAgain.map { send($0) }
    }

    package mutating func finishForm(ticket: FormTicket, _ result: Result<VisitResponse, VisitFailure>) -> [BrowserEffect] {
        guard let stack = state.submitting?.prepared.stack else { return [] }
        let failure = result.failure
        guard let prepared = state.stacks[stack].finishForm(ticket, failed: failure != nil && failure?.error != .cancelled) else {
            return []
        }
        switch result {
        case .failure(let failure):
            if failure.error == .cancelled { return [] }
            state.chrome.message = .error("Could not send the form to \(failure.url.absoluteString): \(failure.error) "
                                   + "(r: send again; what you typed is kept)")
            return []
        case .success(let response):
            // A 401 asking for Basic or Digest: the name and password, then the form is sent again.
            if let effects = askForCredentials(response.http, answering: .form(prepared)) { return effects }
            state.stacks[stack].formWasAnswered(prepared)
            _ = navigate { $0.formSubmissionDidFinish(in: stack); return [] }
            return handleAnswer(response.http, to: prepared)
        }
    }

    /// The form's answer, sent where `FormOutcome` says it goes.
    package mutating func handleAnswer(_ response: HTTPResponse, to prepared: FormToSend) -> [BrowserEffect] {
        let stack = prepared.stack
        guard prepared.submission.handling == .turbo else {
            // Turbo is off for this form: the answer is a page like any other.
            return navigate { $0.routeFormResult(response, requestedAction: .advance, from: stack) }
        }
        let outcome = FormOutcome(submission: prepared.submission, response: response)
        if outcome.clearsSnapshotCache {
            for stack in NavigationStackKind.allCases { state.stacks[stack].snapshots.removeAll() }
        }
        let area = state.area(for: stack)
        switch outcome.answer {
        case .visit:
            let requested = prepared.submission.requestedAction
            return navigate { $0.routeFormResult(response, requestedAction: requested, from: stack) }
        case .renderInPlace(let answer):
            // Turbo renders a 4xx answer as a page, so its tracked assets are checked first: changed,
            // the form's page loads again in full (Turbo reloads it); a 5xx is drawn as an error.
            if let shown = state.stacks[stack].page, let document = shown.document,
               TrackedElements.requireReload(shown: document, answer: VisitResponse(answer).document),
               let entry = state.navigator?.state[stack].top {
                return reloadForChangedAssets(entry, url: shown.url, in: stack)
            }
            state.stacks[stack].renderInPlace(answer, for: prepared, width: area.columns, numbered: state.numberLinks, rows: area.rows)
            state.chrome.message = .error("The form was not accepted (HTTP \(answer.status)): see the page")
        case .renderError(let answer):
            state.stacks[stack].renderInPlace(answer, for: prepared, width: area.columns, numbered: state.numberLinks, rows: area.rows)
            state.chrome.message = .error("HTTP \(answer.status) from \(answer.url.absoluteString)")
        case .applyStreams(let answer):
            if let change = state.stacks[stack].applyStreams(answer, now: state.now) { state.documentChanged(change, in: stack) }
        case .renderInFrame(let id, let answer):
            return applyFormAnswer(answer, toFrame: id, requestedAction: prepared.submission.requestedAction, in: stack)
        case .offerFile(let answer):
            return offerFile(answer.url, because: "The form's answer is a file (\(answer.contentType?.mediaType ?? "unknown"))",
                             held: HeldAnswer(answer))
        case .reportError(let message):
            state.chrome.message = .error(message)
        case .nothing:
            state.chrome.message = .info("Sent (HTTP \(response.status))")
        }
        return []
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
