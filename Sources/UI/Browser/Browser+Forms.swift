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
    /// Turbo leaves a form whose target is another browsing context (`_blank`,
    /// an iframe) to the browser (its `submissionDoesNotTargetIFrame`): a full page load.
    package mutating func submit(form: Element, submitter: Element?) -> [BrowserEffect] {
        let target = BrowsingContextTarget.of(form: form, submitter: submitter, in: state.activePage?.document)
        let turbo = (state.activePage.map(drivesTurbo) ?? true) && target == .current
        switch state.stacks[state.activeStack].submission(of: form, submitter: submitter, rows: state.activeArea.rows,
                                                          drivenByTurbo: turbo) {
        case .ready(let submission): return route(submission, of: form, to: target, submitter: submitter)
        case .refused(let message):
            if let message { state.chrome.message = message }
            return []
        }
    }

    /// Where the form's answer goes: a `method=dialog` form closes its dialog
    /// and sends nothing; a `target`/`formtarget` of `_blank` (or a name no
    /// iframe has) opens a new tab, which a GET form's URL is loaded in and
    /// any other method's answer is shown in; one naming an iframe gives that
    /// iframe its answer (`Browser+Iframes`); the rest is the page's.
    private mutating func route(_ submission: FormSubmission, of form: Element, to target: BrowsingContextTarget,
                                submitter: Element?) -> [BrowserEffect] {
        let (stack, rows) = (state.activeStack, state.activeArea.rows)
        if submission.handling == .closesDialog {
            state.stacks[stack].closeDialog(holding: form, rows: rows)
            return []
        }
        switch target {
        case .current: return submit(submission, submitter: submitter)
        case .newTab where submission.method == .get: return openTab(submission.url)
        case .newTab: return submit(submission, submitter: submitter, opensTab: true)
        case .iframe(let iframe): return submit(submission, into: iframe)
        }
    }

    /// A form's submission or a `data-turbo-method` link's: asks first when the page wants a confirmation.
    /// `opensTab`: the answer goes to a new tab, opened when the form is sent.
    package mutating func submit(_ submission: FormSubmission, submitter: Element?, opensTab: Bool = false) -> [BrowserEffect] {
        let stack = state.activeStack
        // A local file is no site of the user's: what it would send carries their cookies to whatever it names.
        if state.activePage?.url.isFileURL == true {
            state.chrome.message = .info("A form in a local file is not sent")
            return []
        }
        guard let prepared = state.stacks[stack].prepare(submission, submitter: submitter, in: stack, opensTab: opensTab) else {
            return []
        }
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
    /// One whose answer goes to a new tab opens it first (`openTabForAnswer`) and
    /// is sent from there: the page it came from stays in its own tab, as typed.
    package mutating func send(_ prepared: FormToSend) -> [BrowserEffect] {
        guard state.submitting == nil else {
            state.chrome.message = .info("A form is being sent: wait for its answer (Esc: cancel)")
            return []
        }
        var prepared = prepared
        var effects: [BrowserEffect] = []
        if prepared.opensTab {
            guard let left = openTabForAnswer(to: prepared.submission.url) else { return [] }
            (prepared, effects) = (prepared.inOpenedTab, left)
        }
        effects += state.cancelLoading(in: prepared.stack)
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
            // Turbo is off for this form: the answer is a page like any other (sent again, it takes its own place).
            let effects = navigate { $0.routeFormResult(response, requestedAction: prepared.isResend ? .replace : .advance, from: stack) }
            // Not redirected, the answer to a POST is that POST's page: a reload sends it again.
            if prepared.submission.method != .get, response.redirectCount == 0, let entry = navigator?.state[stack].top {
                state.stacks[stack].resendable.keep(prepared, answeredBy: entry.id)
            }
            return effects
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
