import Foundation
import Testing
import Turbo

/// Method, action, enctype and the data-turbo-* choices, read as Turbo's
/// FormSubmission reads them (turbo-wire F2, F3, D16, Fr2).
@Suite("Form submission: method, action, enctype, data-turbo attributes")
struct FormSubmissionTests {
    @Test func methodIsTheSubmittersFormmethodElseTheFormsElseGet() throws {
        let page = FormPage(#"<form method="PATCH" action="/p"><button id="b" formmethod="delete">x</button><button id="c">y</button></form>"#)
        #expect(try page.submission(submitter: "b").method == .delete)
        #expect(try page.submission(submitter: "c").method == .patch)
        #expect(try FormPage(#"<form method="frobnicate"></form>"#).submission().method == .get)
        #expect(try FormPage("<form></form>").submission().method == .get)
    }

    @Test func realVerbsAreSentAsThemselves() throws {
        let submission = try FormPage(#"<form method="put" action="/p"><input name="a" value="1"></form>"#).submission()
        var factory = TurboRequestFactory()
        let request = submission.request(csrfToken: "T", using: &factory)
        #expect(request.method == .put)
        #expect(request.body == Array("a=1".utf8))
    }

    @Test func railsMethodFieldIsAnOrdinaryFieldOfAPost() throws {
        let page = FormPage(#"<form method="post" action="/posts/7"><input type="hidden" name="_method" value="patch">"#
            + #"<input type="hidden" name="authenticity_token" value="abc"><input name="post[title]" value="T"></form>"#)
        let submission = try page.submission()
        #expect(submission.method == .post)
        #expect(String(decoding: submission.body?.bytes ?? [], as: UTF8.self) == "_method=patch&authenticity_token=abc&post%5Btitle%5D=T")
    }

    @Test func actionIsFormactionElseActionElseThePage() throws {
        let page = FormPage(#"<form action="/save?x=1"><button id="b" formaction="other">x</button><button id="e" formaction="">e</button><button id="c">y</button></form>"#)
        #expect(try page.submission(submitter: "b").url.absoluteString == "https://app.example/posts/7/other")
        // An empty formaction still wins over the form's action: the page, without its fragment.
        #expect(try page.submission(submitter: "e").url.absoluteString == "https://app.example/posts/7/edit")
        #expect(try page.submission(submitter: "c").url.absoluteString == "https://app.example/save")
        // No action: form.action, the page's URL as it stands, fragment and all.
        #expect(try FormPage(#"<form method="post"></form>"#).submission().url.absoluteString
            == "https://app.example/posts/7/edit?tab=1#top")
        #expect(try FormPage(#"<form method="post" action=""></form>"#, head: #"<base href="/elsewhere/">"#).submission()
            .url.absoluteString == "https://app.example/posts/7/edit?tab=1#top")
    }

    @Test func baseHrefResolvesTheAction() throws {
        let page = FormPage(#"<form action="search"></form>"#, head: #"<base href="/docs/">"#)
        #expect(try page.submission().url.absoluteString == "https://app.example/docs/search")
    }

    @Test func getReplacesTheActionsQueryWithTheFields() throws {
        let page = FormPage(#"<form action="/search?page=2#results"><input name="q" value="turbo tui"><input type="file" name="f"></form>"#)
        let submission = try page.submission()
        #expect(submission.url.absoluteString == "https://app.example/search?q=turbo+tui#results")
        #expect(submission.body == nil)
        #expect(try FormPage(#"<form action="/s?old=1"></form>"#).submission().url.absoluteString == "https://app.example/s")
    }

    @Test func postKeepsTheActionsQuery() throws {
        let submission = try FormPage(#"<form method="post" action="/s?keep=1"><input name="a" value="b"></form>"#).submission()
        #expect(submission.url.absoluteString == "https://app.example/s?keep=1")
    }

    @Test func enctypeIsTheSubmittersFormenctypeElseTheForms() throws {
        let page = FormPage(#"<form method="post" enctype="MULTIPART/FORM-DATA"><button id="p" formenctype="text/plain">p</button><button id="b">b</button></form>"#)
        #expect(try page.submission(submitter: "b").enctype == .multipart)
        #expect(try page.submission(submitter: "p").enctype == .plainText)
        #expect(try FormPage(#"<form enctype="bogus"></form>"#).submission().enctype == .urlEncoded)
    }

    @Test func dataTurboFalseMeansAPlainFullLoad() throws {
        let off = FormPage(#"<div data-turbo="false"><form method="patch" action="/x"><textarea name="t">a\#nb</textarea></form></div>"#)
        let submission = try off.submission()
        #expect(submission.handling == .fullPageLoad)
        // A browser knows no PATCH form: it is a GET, and its query has CRLF line breaks.
        #expect(submission.method == .get)
        #expect(submission.url.query == "t=a%0D%0Ab")
        let fetch = submission.fetch(csrfToken: "T")
        #expect(!fetch.isFormSubmission)
        #expect(fetch.csrfToken == nil)
        let submitterOff = FormPage(#"<form method="post"><button id="b" data-turbo="false">b</button></form>"#)
        #expect(try submitterOff.submission(submitter: "b").handling == .fullPageLoad)
        let backOn = FormPage(#"<div data-turbo="false"><form data-turbo="true"></form></div>"#)
        #expect(try backOn.submission().handling == .turbo)
    }

    @Test func actionsOutsideTheAppAreFullLoads() throws {
        #expect(try FormPage(#"<form action="https://elsewhere.example/x"></form>"#).submission().handling == .fullPageLoad)
        let rooted = #"<meta name="turbo-root" content="/app">"#
        #expect(try FormPage(#"<form action="/app/x"></form>"#, head: rooted).submission().handling == .turbo)
        #expect(try FormPage(#"<form action="/other"></form>"#, head: rooted).submission().handling == .fullPageLoad)
    }

    @Test func dialogFormsOnlyCloseTheirDialog() throws {
        #expect(try FormPage(#"<form method="dialog"></form>"#).submission().handling == .closesDialog)
    }

    @Test func confirmActionFrameAndStreamTakeTheSubmitterFirst() throws {
        let page = FormPage(#"<form data-turbo-confirm="Form?" data-turbo-action="replace" data-turbo-frame="list">"#
            + #"<button id="s" data-turbo-confirm="Button?" data-turbo-action="bogus" data-turbo-frame="detail" data-turbo-stream data-turbo-submits-with="Saving…">s</button>"#
            + #"<button id="plain">p</button></form>"#)
        let bySubmitter = try page.submission(submitter: "s")
        #expect(bySubmitter.confirmMessage == "Button?")
        // The submitter's attribute hides the form's even when it names no action, as in Turbo.
        #expect(bySubmitter.requestedAction == nil)
        #expect(bySubmitter.frameTarget == .frame(id: "detail"))
        #expect(bySubmitter.asksForStream)
        #expect(bySubmitter.submitsWith == "Saving…")
        let byForm = try page.submission(submitter: "plain")
        #expect(byForm.confirmMessage == "Form?")
        #expect(byForm.requestedAction == .replace)
        #expect(byForm.frameTarget == .frame(id: "list"))
        #expect(!byForm.asksForStream)
        #expect(byForm.submitsWith == nil)
    }

    @Test func formsInsideAFrameTargetIt() throws {
        let inFrame = FormPage(#"<turbo-frame id="comments"><form method="post"></form></turbo-frame>"#)
        #expect(try inFrame.submission().frameTarget == .frame(id: "comments"))
        #expect(try inFrame.submission().mustRedirect == false)
        let toTop = FormPage(#"<turbo-frame id="c" target="_top"><form></form></turbo-frame>"#)
        #expect(try toTop.submission().frameTarget == .page)
        let named = FormPage(#"<turbo-frame id="c"><form data-turbo-frame="_top"></form></turbo-frame>"#)
        #expect(try named.submission().frameTarget == .page)
    }

    @Test func requestCarriesTurbosHeaders() throws {
        let page = FormPage(#"<form method="post" action="/posts" data-turbo-frame="f"><input name="t" value="x"></form>"#)
        var factory = TurboRequestFactory()
        let request = try page.submission().request(csrfToken: "tok", using: &factory)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://app.example/posts")
        #expect(request.header("Accept") == "text/vnd.turbo-stream.html, text/html, application/xhtml+xml")
        #expect(request.header("X-CSRF-Token") == "tok")
        #expect(request.header("Turbo-Frame") == "f")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded;charset=UTF-8")
        #expect(request.header("Referer") == "https://app.example/posts/7/edit?tab=1")
        #expect(factory.requestIDs.contains(request.header("X-Turbo-Request-Id") ?? "none"))
    }

    @Test func getRequestsHaveNoTokenAndNoStreamUnlessAsked() throws {
        var factory = TurboRequestFactory()
        let plain = try FormPage(#"<form><input name="q" value="a"></form>"#).submission().request(csrfToken: "tok", using: &factory)
        #expect(plain.header("X-CSRF-Token") == nil)
        #expect(plain.header("Accept") == "text/html, application/xhtml+xml")
        #expect(plain.body == nil)
        let streamed = try FormPage(#"<form data-turbo-stream></form>"#).submission().request(csrfToken: nil, using: &factory)
        #expect(streamed.header("Accept")?.hasPrefix("text/vnd.turbo-stream.html") == true)
    }

    @Test func onlyFormsCanBeSubmitted() {
        let page = FormPage(#"<div id="d"></div>"#)
        #expect(throws: FormSubmissionError.notAForm("div")) {
            try FormSubmission(form: page.element("d"), pageURL: FormPage.url)
        }
    }
}
