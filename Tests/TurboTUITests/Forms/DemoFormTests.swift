import Foundation
import Testing
import HTML
import Net
import Turbo
import UI

/// The demo Rails app's own forms, submitted by the form model through
/// turbo-tui's transport: Rails answers 422 with the typed values re-rendered,
/// 303 on success, and accepts `_method` and the authenticity token as sent.
@Suite("Forms against the demo Rails app")
struct DemoFormTests {
    /// One browser: a transport (one cookie jar) and its request factory.
    private final class Browser {
        let transport = CurlTransport()
        var factory = TurboRequestFactory()

        func page(_ url: URL) throws -> (url: URL, document: Document) {
            let response = try transport.fetch(HTTPRequest(url: url)).get()
            return (response.url, HTMLParser.parse(String(decoding: response.body, as: UTF8.self)))
        }

        func submit(_ form: Element, on page: (url: URL, document: Document), submitter: Element? = nil,
                    values: FormValues = FormValues()) throws -> (FormSubmission, HTTPResponse) {
            let submission = try FormSubmission(form: form, submitter: submitter, pageURL: page.url, values: values)
            let token = CSRFToken.find(in: page.document, cookies: transport.cookieJar.scriptVisibleCookies(for: page.url))
            return (submission, try transport.fetch(submission.request(csrfToken: token, using: &factory)).get())
        }
    }

    private func form(in document: Document, action: String) throws -> Element {
        try #require(document.firstDescendant(where: { $0.name == "form" && $0.attribute("action") == action }))
    }

    private func field(_ name: String, in document: Document) throws -> Element {
        try #require(document.firstDescendant(where: { $0.attribute("name") == name }))
    }

    @Test func signInWithAWrongPasswordRendersErrorsInPlaceThenSucceeds() throws {
        let server = try DemoServer.shared()
        let browser = Browser()
        let signIn = try browser.page(server.url("/signin"))
        var values = FormValues()
        values[try field("sign_in[name]", in: signIn.document)] = .text("Ann")
        values[try field("sign_in[password]", in: signIn.document)] = .text("wrong")
        let (failed, refused) = try browser.submit(try form(in: signIn.document, action: "/signin"), on: signIn, values: values)

        let outcome = FormOutcome(submission: failed, response: refused)
        #expect(outcome == FormOutcome(answer: .renderInPlace(refused), clearsSnapshotCache: true))
        let rerendered = HTMLParser.parse(String(decoding: refused.body, as: UTF8.self))
        #expect(rerendered.textContent.contains("Password is wrong"))
        // Rails re-renders what was typed: the name came through.
        #expect(try field("sign_in[name]", in: rerendered).attribute("value") == "Ann")

        let again = (url: refused.url, document: rerendered)
        var fixed = FormValues()
        fixed[try field("sign_in[password]", in: rerendered)] = .text("turbo")
        let (submission, accepted) = try browser.submit(try form(in: rerendered, action: "/signin"), on: again, values: fixed)
        // A native client is sent to the recede route with 303, visited with the response in hand.
        #expect(accepted.wasRedirected)
        #expect(accepted.url.path == "/recede_historical_location")
        #expect(FormOutcome(submission: submission, response: accepted).answer
            == .visit(accepted.url, VisitOptions(action: .advance, response: accepted)))
        #expect(try browser.page(server.url("/protected")).document.textContent.contains("Hello, Ann."))
    }

    @Test func anInvalidPostKeepsTheTypedTextAndAValidOneIsCreatedThenDeleted() throws {
        let server = try DemoServer.shared()
        let browser = Browser()
        let new = try browser.page(server.url("/posts/new"))
        var values = FormValues()
        values[try field("post[body]", in: new.document)] = .text("Typed body\nsecond line")
        let (invalid, refused) = try browser.submit(try form(in: new.document, action: "/posts"), on: new, values: values)
        #expect(refused.status == 422)
        #expect(FormOutcome(submission: invalid, response: refused).answer == .renderInPlace(refused))
        let rerendered = HTMLParser.parse(String(decoding: refused.body, as: UTF8.self))
        #expect(rerendered.textContent.contains("Title can't be blank"))
        #expect(try field("post[body]", in: rerendered).textContent == "Typed body\nsecond line")

        let title = "Forms test \(UUID().uuidString.prefix(8))"
        var fixed = FormValues()
        fixed[try field("post[title]", in: rerendered)] = .text(title)
        let (_, created) = try browser.submit(try form(in: rerendered, action: "/posts"), on: (refused.url, rerendered), values: fixed)
        #expect(created.wasRedirected)
        let list = try browser.page(server.url("/posts"))
        let link = try #require(list.document.firstDescendant(where: { $0.name == "a" && $0.textContent == title }))
        let show = try browser.page(try #require(URL(string: link.attribute("href") ?? "", relativeTo: server.url("/"))).absoluteURL)

        // button_to's form: POST with a hidden _method=delete, and a confirm question on the form.
        let deleteForm = try #require(show.document.firstDescendant(where: {
            $0.name == "form" && $0.firstDescendant(where: { $0.attribute("name") == "_method" })?.attribute("value") == "delete"
        }))
        let (submission, deleted) = try browser.submit(deleteForm, on: show)
        #expect(submission.method == .post)
        #expect(submission.confirmMessage == "Delete “\(title)”?")
        #expect(submission.entries.map(\.name) == ["_method", "authenticity_token"])
        #expect(deleted.url.path == "/posts")
        #expect(!String(decoding: deleted.body, as: UTF8.self).contains(title))
        #expect(server.loggedRequests().contains { $0.contains("\"\(show.url.path)\" 303") })
        #expect(try browser.transport.fetch(HTTPRequest(url: show.url)).get().status == 404)
    }

    @Test func aMethodLinkSendsARealDeleteThatRailsAccepts() throws {
        let server = try DemoServer.shared()
        let browser = Browser()
        let new = try browser.page(server.url("/posts/new"))
        let title = "Link delete \(UUID().uuidString.prefix(8))"
        var values = FormValues()
        values[try field("post[title]", in: new.document)] = .text(title)
        _ = try browser.submit(try form(in: new.document, action: "/posts"), on: new, values: values)

        let list = try browser.page(server.url("/posts"))
        let link = try #require(list.document.firstDescendant(where: {
            $0.attribute("data-turbo-method") == "delete" && $0.attribute("data-turbo-confirm") == "Delete “\(title)”?"
        }))
        let submission = try #require(MethodLink.submission(for: link, pageURL: list.url))
        #expect(submission.confirmMessage == "Delete “\(title)”?")
        let token = CSRFToken.find(in: list.document, cookies: browser.transport.cookieJar.scriptVisibleCookies(for: list.url))
        let request = submission.request(csrfToken: token, using: &browser.factory)
        #expect(request.method == .delete)
        let answer = try browser.transport.fetch(request).get()

        // Redirected back to the list the link was on: a replace visit.
        #expect(answer.url == list.url)
        #expect(FormOutcome(submission: submission, response: answer).answer
            == .visit(answer.url, VisitOptions(action: .replace, response: answer)))
        #expect(!String(decoding: answer.body, as: UTF8.self).contains(title))
        #expect(server.loggedRequests().contains { $0.contains("DELETE \"\(submission.url.path)\" 303") })
    }
}
