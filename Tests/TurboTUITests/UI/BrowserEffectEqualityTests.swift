import Foundation
import Testing
import Base
import HTML
import Net
import Turbo
import UI

/// Effects compare every field they carry (issue 16): two effects that
/// would make the loop do different things are never equal.
@Suite struct BrowserEffectEqualityTests {
    static let url = URL(string: "http://app.test/frames/a")!

    @Test func frameLoadsDifferingOnlyInTheirRequestAreNotEqual() {
        let plain = TurboFetch(url: Self.url, frameID: "a")
        var posted = plain
        posted.method = .post
        posted.body = Array("x=1".utf8)
        var streamed = plain
        streamed.asksForStream = true
        #expect(FrameFetch(ticket: 1, fetch: plain) == FrameFetch(ticket: 1, fetch: plain))
        #expect(FrameFetch(ticket: 1, fetch: plain) != FrameFetch(ticket: 1, fetch: posted))
        #expect(BrowserEffect.loadFrame(FrameFetch(ticket: 1, fetch: plain)) != .loadFrame(FrameFetch(ticket: 1, fetch: streamed)))
    }

    @Test func formsInFlightCompareTheWholeSubmissionAndTheirPage() throws {
        let html = #"<form id="f" action="/posts" method="post" data-turbo-confirm="Sure?"><input name="t" value="a"></form>"#
        let document = HTMLParser.parse(html)
        let other = HTMLParser.parse(html)
        let form = try #require(document.element(withID: "f"))
        let submission = try FormSubmission(form: form, submitter: nil, pageURL: Self.url, values: FormValues())
        var unconfirmed = submission
        unconfirmed.confirmMessage = nil
        let now = SystemMonotonicClock().now
        let sent = { (submission: FormSubmission, document: Document) in
            FormInFlight(ticket: 2, prepared: FormToSend(submission: submission, stack: .main, entryID: nil, document: document,
                                                         submitter: nil), startedAt: now)
        }
        #expect(sent(submission, document) == sent(submission, document))
        // Same URL, method and body: only the question differs, which the old == did not see.
        #expect(sent(submission, document) != sent(unconfirmed, document))
        #expect(BrowserEffect.submitForm(sent(submission, document)) != .submitForm(sent(submission, other)))
    }

    @Test func pagePreparationsCompareTheAnswerTheyCarry() {
        let answer = { (body: String) in
            VisitResponse(url: Self.url, status: 200, contentType: ContentType(parsing: "text/html"), body: Array(body.utf8))
        }
        let first = PageWorkerJob(.visit(3), stack: .main, response: answer("<p>one"), width: 80, numbered: false)
        var adopted = first
        adopted.visitTicket = 9
        #expect(first == PageWorkerJob(.visit(3), stack: .main, response: answer("<p>one"), width: 80, numbered: false))
        #expect(first != PageWorkerJob(.visit(3), stack: .main, response: answer("<p>two"), width: 80, numbered: false))
        #expect(first != adopted)
    }
}
