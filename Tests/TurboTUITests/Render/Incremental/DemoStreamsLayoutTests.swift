import Foundation
import Testing
import HTML
import Net
import Render
import Turbo

/// The demo app's real /streams page and its real stream answer (nine
/// actions, morph and selectors included), then random actions on the
/// same page: the incremental layout equals a full render throughout.
@Suite("Incremental layout of the demo's /streams page")
struct DemoStreamsLayoutTests {
    @Test func theStreamsFormsAnswerAndRandomActionsMatchAFullRender() throws {
        let server = try DemoServer.shared()
        let transport = CurlTransport()
        var factory = TurboRequestFactory()
        let url = server.url("/streams")
        let page = VisitResponse(try transport.fetch(factory.request(for: TurboFetch(url: url))).get()).document
        let options = RenderOptions(width: 80, baseURL: url)
        let layout = IncrementalLayout(document: page, options: options)
        let index = ElementIDIndex(root: page)

        let token = CSRFToken.find(in: page, cookies: transport.cookieJar.scriptVisibleCookies(for: url))
        let escaped = token?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let fetch = TurboFetch(method: .post, url: url, body: Array("authenticity_token=\(escaped)".utf8),
                               contentType: "application/x-www-form-urlencoded", isFormSubmission: true,
                               referrer: url, csrfToken: token)
        let answer = try transport.fetch(factory.request(for: fetch)).get()
        let outcome = StreamProcessor.apply(StreamMessage(response: answer), to: page, index: index)
        #expect(outcome.actionCount == 9 && outcome.errors.isEmpty)
        let update = layout.update(after: outcome.changes)
        #expect(!update.wholePage)
        let difference = LayoutComparison.difference(layout.page, PageRenderer(options: options).render(page))
        #expect(difference == nil, "\(difference ?? "")")
        #expect(layout.page.text.contains("Replaced in run"))

        var actions = RandomStreamActions(seed: 42)
        try IncrementalLayoutPropertyTests.check(page, options: options, actions: &actions, count: 80, every: 1)
    }
}
