import Foundation
import Testing
import Net
import Turbo

/// The answer to a form, decided as Turbo decides it (turbo-wire F5 1-6)
/// and whether the snapshot cache goes (D7).
@Suite("Form answers: what the UI does with the response")
struct FormOutcomeTests {
    private static let html = [("Content-Type", "text/html; charset=utf-8")]

    private func submission(_ form: String = #"<form method="post" action="/posts"></form>"#) throws -> FormSubmission {
        try FormPage(form).submission()
    }

    private func response(_ status: Int, _ path: String = "/posts", redirects: Int = 0,
                          headers: [(String, String)] = html, body: String = "<p>page</p>") -> HTTPResponse {
        HTTPResponse(status: status, url: URL(string: "https://app.example" + path)!, redirectCount: redirects,
                     headers: headers.map { (name: $0.0, value: $0.1) }, body: Array(body.utf8))
    }

    @Test func streamAnswersAreAppliedWhateverTheirStatus() throws {
        for status in [200, 422, 500] {
            let answer = response(status, headers: [("Content-Type", "text/vnd.turbo-stream.html; charset=utf-8")])
            let outcome = FormOutcome(submission: try submission(), response: answer)
            #expect(outcome == FormOutcome(answer: .applyStreams(answer), clearsSnapshotCache: false))
        }
    }

    @Test func clientErrorsRenderInPlaceAndEmptyTheCache() throws {
        let invalid = response(422, body: "<p>Title can't be blank</p>")
        #expect(FormOutcome(submission: try submission(), response: invalid)
            == FormOutcome(answer: .renderInPlace(invalid), clearsSnapshotCache: true))
    }

    @Test func serverErrorsRenderAsAnErrorPage() throws {
        let broken = response(500)
        #expect(FormOutcome(submission: try submission(), response: broken)
            == FormOutcome(answer: .renderError(broken), clearsSnapshotCache: true))
    }

    @Test func failuresWithoutHTMLShowNothing() throws {
        let outcome = FormOutcome(submission: try submission(), response: response(404, headers: [("Content-Type", "application/json")]))
        #expect(outcome == FormOutcome(answer: .nothing, clearsSnapshotCache: false))
    }

    @Test func aPostAnswered200WithoutRedirectIsAnError() throws {
        #expect(FormOutcome(submission: try submission(), response: response(200)).answer
            == .reportError(message: "Form responses must redirect to another location"))
        // A 201 is not caught by Turbo's check: it is visited like a redirect target.
        guard case .visit = FormOutcome(submission: try submission(), response: response(201)).answer else {
            Issue.record("201 not visited")
            return
        }
    }

    @Test func redirectedAnswersAreVisitedWithTheResponseInHand() throws {
        let answer = response(200, "/posts/9", redirects: 1)
        let outcome = FormOutcome(submission: try submission(), response: answer)
        #expect(outcome == FormOutcome(answer: .visit(answer.url, VisitOptions(action: .advance, response: answer)),
                                       clearsSnapshotCache: true))
    }

    @Test func redirectBackToTheSamePageReplaces() throws {
        let back = response(200, "/posts/7/edit?tab=1#top", redirects: 1)
        #expect(FormOutcome(submission: try submission(), response: back).answer
            == .visit(back.url, VisitOptions(action: .replace, response: back)))
    }

    @Test func dataTurboActionWins() throws {
        let answer = response(200, "/posts/9", redirects: 1)
        let chosen = try submission(#"<form method="post" data-turbo-action="replace"></form>"#)
        #expect(FormOutcome(submission: chosen, response: answer).answer
            == .visit(answer.url, VisitOptions(action: .replace, response: answer)))
    }

    @Test func getFormsMayAnswer200AndKeepTheCache() throws {
        let results = response(200, "/search?q=a")
        let outcome = FormOutcome(submission: try submission(#"<form action="/search"><input name="q" value="a"></form>"#),
                                  response: results)
        #expect(outcome == FormOutcome(answer: .visit(results.url, VisitOptions(action: .advance, response: results)),
                                       clearsSnapshotCache: false))
    }

    @Test func aFileAnswerIsOfferedAndAnEmptyOneIsNot() throws {
        let search = try submission(#"<form action="/export"><input name="q" value="a"></form>"#)
        let pdf = response(200, "/export?q=a", headers: [("Content-Type", "application/pdf")], body: "%PDF-1.4")
        #expect(FormOutcome(submission: search, response: pdf) == FormOutcome(answer: .offerFile(pdf), clearsSnapshotCache: false))
        let empty = response(200, "/export?q=a", headers: [("Content-Type", "application/pdf")], body: "")
        #expect(FormOutcome(submission: search, response: empty) == FormOutcome(answer: .nothing, clearsSnapshotCache: false))
    }

    @Test func noContentDoesNothing() throws {
        let outcome = FormOutcome(submission: try submission(), response: response(204, headers: [], body: ""))
        #expect(outcome == FormOutcome(answer: .nothing, clearsSnapshotCache: false))
    }

    @Test func frameSubmissionsLoadTheirFrameEvenWith200() throws {
        let inFrame = try submission(#"<turbo-frame id="c"><form method="post"></form></turbo-frame>"#)
        let answer = response(200)
        #expect(FormOutcome(submission: inFrame, response: answer)
            == FormOutcome(answer: .renderInFrame(id: "c", answer), clearsSnapshotCache: true))
    }
}
