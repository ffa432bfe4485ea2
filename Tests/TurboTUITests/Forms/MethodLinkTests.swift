import Foundation
import Testing
import Turbo

/// `data-turbo-method` links become form submissions (turbo-wire D15, D16).
@Suite("Method links: data-turbo-method as a form submission")
struct MethodLinkTests {
    /// The page stays alive while its link is read: elements do not own their parents.
    private func linkSubmission(_ html: String) -> FormSubmission? {
        let page = FormPage(html)
        guard let link = page.document.firstDescendant(where: { $0.name == "a" }) else { return nil }
        return MethodLink.submission(for: link, pageURL: FormPage.url)
    }

    @Test func queryParametersBecomeFieldsOfTheBody() throws {
        let submission = try #require(linkSubmission(#"<a href="/posts/7?undo=1&amp;note=a+b%26c#x" data-turbo-method="delete">Delete</a>"#))
        #expect(submission.method == .delete)
        #expect(submission.url.absoluteString == "https://app.example/posts/7#x")
        #expect(submission.entries == [.text("undo", "1"), .text("note", "a b&c")])
        #expect(String(decoding: submission.body?.bytes ?? [], as: UTF8.self) == "undo=1&note=a+b%26c")
        #expect(submission.handling == .turbo)
        #expect(submission.mustRedirect)
    }

    @Test func deleteWithoutQuerySendsAnEmptyUrlencodedBody() throws {
        let submission = try #require(linkSubmission(#"<a href="/s" data-turbo-method="DELETE">x</a>"#))
        var factory = TurboRequestFactory()
        let request = submission.request(csrfToken: "tok", using: &factory)
        #expect(request.method == .delete)
        #expect(request.body == [])
        #expect(request.header("X-CSRF-Token") == "tok")
        #expect(request.header("Accept") == AcceptHeader.turboStreamOrHTML)
    }

    @Test func attributesAreCarriedOver() throws {
        let submission = try #require(linkSubmission(
            #"<a href="/x" data-turbo-method="post" data-turbo-frame="f" data-turbo-action="replace" data-turbo-confirm="Sure?" data-turbo-stream>x</a>"#))
        #expect(submission.method == .post)
        #expect(submission.frameTarget == .frame(id: "f"))
        #expect(submission.requestedAction == .replace)
        #expect(submission.confirmMessage == "Sure?")
        #expect(submission.asksForStream)
    }

    @Test func emptyConfirmAsksNothing() throws {
        let submission = try #require(linkSubmission(#"<a href="/x" data-turbo-method="post" data-turbo-confirm="">x</a>"#))
        #expect(submission.confirmMessage == nil)
    }

    @Test func getMethodKeepsTheQueryInTheURL() throws {
        let submission = try #require(linkSubmission(#"<a href="/s?q=a%20b" data-turbo-method="get">x</a>"#))
        #expect(submission.url.absoluteString == "https://app.example/s?q=a+b")
        #expect(submission.body == nil)
    }

    @Test func linksInsideAFrameTargetIt() throws {
        let submission = try #require(linkSubmission(#"<turbo-frame id="row"><a href="/x" data-turbo-method="patch">x</a></turbo-frame>"#))
        #expect(submission.frameTarget == .frame(id: "row"))
    }

    @Test func ordinaryLinksAndLinksTurboLeavesAloneAreNotSubmissions() {
        #expect(linkSubmission(#"<a href="/x">x</a>"#) == nil)
        #expect(linkSubmission(#"<a href="/x" data-turbo-method="delete" data-turbo="false">x</a>"#) == nil)
        #expect(linkSubmission(#"<a href="https://other.example/x" data-turbo-method="delete">x</a>"#) == nil)
        #expect(linkSubmission(#"<a data-turbo-method="delete">x</a>"#) == nil)
    }

    /// turbo-wire R2: `data-turbo-stream` alone makes a GET submission that asks for a stream.
    @Test func aStreamLinkWithoutAMethodIsAGetAskingForAStream() throws {
        let submission = try #require(linkSubmission(#"<a href="/edit?row=3" data-turbo-stream>Edit</a>"#))
        #expect(submission.method == .get)
        #expect(submission.url.absoluteString == "https://app.example/edit?row=3")
        #expect(submission.body == nil)
        var factory = TurboRequestFactory()
        let request = submission.request(csrfToken: "tok", using: &factory)
        #expect(request.method == .get)
        #expect(request.header("Accept") == AcceptHeader.turboStreamOrHTML)
        #expect(request.header("X-CSRF-Token") == nil, "a GET carries no token")
        #expect(linkSubmission(#"<a href="/edit" data-turbo-stream data-turbo="false">Edit</a>"#) == nil)
    }
}
