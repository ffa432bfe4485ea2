import Foundation
import Testing
import Base
import HTML
import Net
import Turbo
import UI

/// The demo app's real stream answers, fetched with libcurl in one cookie
/// session (Rails checks the CSRF token against it) and applied to the
/// /streams page fetched from the same server.
@Suite("Demo streams applied")
struct DemoStreamTests {
    private struct Browser {
        let transport = CurlTransport()
        var factory = TurboRequestFactory()

        mutating func page(_ url: URL) throws -> Document {
            let response = try transport.fetch(factory.request(for: TurboFetch(url: url))).get()
            return VisitResponse(response).document
        }

        mutating func submit(_ url: URL, fields: String, from page: Document, at pageURL: URL) throws -> HTTPResponse {
            let token = CSRFToken.find(in: page, cookies: transport.cookieJar.scriptVisibleCookies(for: pageURL))
            let escaped = token?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let fetch = TurboFetch(method: .post, url: url, body: Array("authenticity_token=\(escaped)\(fields)".utf8),
                                   contentType: "application/x-www-form-urlencoded", isFormSubmission: true,
                                   referrer: pageURL, csrfToken: token)
            return try transport.fetch(factory.request(for: fetch)).get()
        }
    }

    @Test func everyActionOfTheStreamsFormLandsOnThePage() throws {
        let server = try DemoServer.shared()
        var browser = Browser()
        let url = server.url("/streams")
        let page = try browser.page(url)
        let morphTarget = try #require(page.element(withID: "morph-me"))
        let answer = try browser.submit(url, fields: "", from: page, at: url)
        #expect(StreamMessage.isStream(answer))
        let outcome = StreamProcessor.apply(StreamMessage(response: answer), to: page)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.actionCount == 9)

        let counter = try #require(page.element(withID: "counter")?.textContent)
        let run = try #require(counter.split(separator: " ").last.map(String.init))
        #expect(counter.hasPrefix("Runs: ") && Int(run) != nil)
        let log = try #require(page.element(withID: "log")).childElements.compactMap(\.id)
        #expect(log == ["prepended-\(run)", "log-seed", "appended-\(run)"])
        let around = try #require(page.element(withID: "before-anchor")?.parent).children.compactMap { ($0 as? Element)?.textContent }
        let anchor = try #require(around.firstIndex { $0.hasPrefix("New lines go before") })
        #expect(around[anchor - 1] == "Inserted before, run \(run).")
        #expect(around[anchor + 1] == "Inserted after, run \(run).")
        #expect(page.element(withID: "replace-me")?.textContent == "Replaced in run \(run).")
        #expect(page.element(withID: "morph-me") === morphTarget)
        #expect(morphTarget.textContent == "Morphed in run \(run).")
        let many = try SelectorList(parsing: "p.many").matchingElements(in: page).map(\.textContent)
        #expect(many == ["Updated by selector in run \(run).", "Updated by selector in run \(run)."])
        #expect(page.element(withID: "remove-me") == nil)
    }

    @Test func theRefreshButtonAnswersWithARefreshThatIsScheduled() throws {
        let server = try DemoServer.shared()
        var browser = Browser()
        let url = server.url("/streams")
        let page = try browser.page(url)
        let answer = try browser.submit(url, fields: "&refresh=1", from: page, at: url)
        let outcome = StreamProcessor.apply(StreamMessage(response: answer), to: page)
        #expect(outcome.refreshes.count == 1)
        #expect(outcome.changes.isEmpty)
        var debouncer = RefreshDebouncer()
        let now = SystemMonotonicClock().now
        let decision = debouncer.receive(requestID: outcome.refreshes.first?.requestID, ownRequests: browser.factory.requestIDs, now: now)
        #expect(decision == .scheduled(now.advanced(by: .milliseconds(150))))
    }

    @Test func theBroadcastFormsOwnAnswerUpdatesTheStatusLine() throws {
        let server = try DemoServer.shared()
        var browser = Browser()
        let url = server.url("/streams")
        let page = try browser.page(url)
        let answer = try browser.submit(server.url("/streams/broadcast"), fields: "&message=hi+there", from: page, at: url)
        let outcome = StreamProcessor.apply(StreamMessage(response: answer), to: page)
        #expect(outcome.errors.isEmpty)
        #expect(page.element(withID: "message-status")?.textContent == "Sent: hi there")
    }
}
