import FoundationEssentials
import Net

/// The answer to a form decided as Turbo decides it: what to show, and
/// whether the snapshot cache must be emptied (turbo-wire D7: a non-GET
/// success or any failed HTML answer makes cached pages stale). Pure: no
/// I/O, no state.
package struct FormOutcome: Equatable, Sendable {
    package var answer: FormAnswer
    package var clearsSnapshotCache: Bool

    package init(answer: FormAnswer, clearsSnapshotCache: Bool) {
        self.answer = answer
        self.clearsSnapshotCache = clearsSnapshotCache
    }

    package init(submission: FormSubmission, response: HTTPResponse) {
        let type = response.contentType
        let isHTML = type?.isHTML == true
        let changedData = !submission.method.isSafe
        // Turbo's stream observer takes these before the submission sees
        // them; it empties only the prefetch cache.
        if type?.isTurboStream == true {
            self.init(answer: .applyStreams(response), clearsSnapshotCache: false)
        } else if case .frame(let id) = submission.frameTarget {
            self.init(answer: isHTML ? .renderInFrame(id: id, response) : .nothing,
                      clearsSnapshotCache: isHTML && (changedData || !response.isSuccess))
        } else if !response.isSuccess {
            let failure: FormAnswer = (500..<600).contains(response.status) ? .renderError(response) : .renderInPlace(response)
            self.init(answer: isHTML ? failure : .nothing, clearsSnapshotCache: isHTML)
        } else if submission.mustRedirect && changedData && response.status == 200 && !response.wasRedirected {
            self.init(answer: .reportError(message: FormAnswer.mustRedirectMessage), clearsSnapshotCache: false)
        } else if isHTML {
            let options = VisitOptions(action: Self.visitAction(submission, response), response: response)
            self.init(answer: .visit(response.url, options), clearsSnapshotCache: changedData)
        } else if !response.body.isEmpty {
            self.init(answer: .offerFile(response), clearsSnapshotCache: false)
        } else {
            self.init(answer: .nothing, clearsSnapshotCache: false)
        }
    }

    /// `data-turbo-action`, else replace when redirected back to the very
    /// page the form was on, else advance.
    private static func visitAction(_ submission: FormSubmission, _ response: HTTPResponse) -> VisitAction {
        if let requested = submission.requestedAction { return requested }
        return response.wasRedirected && response.url.absoluteString == submission.pageURL.absoluteString ? .replace : .advance
    }
}
