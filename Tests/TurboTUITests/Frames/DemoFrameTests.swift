import Foundation
import Testing
import HTML
import Net
import Turbo
import UI

/// The demo app's /frames page driven through the frame model: its frames
/// loaded from the same server with libcurl, each kind of frame once.
@Suite("Demo frames applied")
struct DemoFrameTests {
    private struct Browser {
        let transport = CurlTransport()
        var factory = TurboRequestFactory()

        mutating func get(_ fetch: TurboFetch) throws -> HTTPResponse {
            try transport.fetch(factory.request(for: fetch)).get()
        }
    }

    private func loadFramesPage() throws -> (Browser, Document, URL) {
        let server = try DemoServer.shared()
        var browser = Browser()
        let url = server.url("/frames")
        let document = VisitResponse(try browser.get(TurboFetch(url: url))).document
        return (browser, document, url)
    }

    @Test func eagerFramesLoadAndLazyOnesWait() throws {
        var (browser, document, url) = try loadFramesPage()
        let plan = FrameLoadPlan(below: document, page: url)
        #expect(plan.eager.compactMap { $0.frame.id } == ["eager", "inner", "missing"])
        #expect(plan.lazy.compactMap { $0.frame.id } == ["lazy"])
        for load in plan.eager + plan.lazy {
            let response = try browser.get(load.fetch(from: url))
            _ = FrameSwap.apply(response, to: load.frame, in: document, page: url)
        }
        #expect(document.element(withID: "eager")?.textContent.contains("The eager frame loaded with the page") == true)
        #expect(document.element(withID: "inner")?.textContent.contains("The inner frame, loaded inside the outer one") == true)
        #expect(document.element(withID: "lazy")?.textContent.contains("The lazy frame loaded when it came into view") == true)
        #expect(document.element(withID: "missing")?.textContent == FrameSwap.missingText)
        #expect(document.title == "Frames · Turbo demo")
        // Every frame is complete: planning again loads nothing.
        #expect(FrameLoadPlan(below: document, page: url).isEmpty)
    }

    @Test func linksInsideAndOutsideTheNavigationFrame() throws {
        var (browser, document, url) = try loadFramesPage()
        let outside = try #require(document.descendantElements.first { $0.attribute("data-turbo-frame") == "navigation" && $0.closestAncestor { $0.name == "turbo-frame" } == nil })
        let toThree = try #require(FrameNavigation(outside, url: URL(string: outside.attribute("href")!, relativeTo: url)!.absoluteURL, in: document))
        #expect(toThree.frame.id == "navigation")
        toThree.begin()
        _ = FrameSwap.apply(try browser.get(toThree.fetch(from: url)), to: toThree.frame, in: document, page: url)
        let frame = try #require(document.element(withID: "navigation"))
        #expect(frame.textContent.contains("Page 3 of 3 inside the frame."))
        #expect(frame.attribute("src")?.hasSuffix("/frames/navigation/3") == true)

        let inside = try #require(frame.descendantElements.first { $0.name == "a" && $0.attribute("href") == "/frames/navigation/1" })
        let toOne = try #require(FrameNavigation(inside, url: URL(string: "/frames/navigation/1", relativeTo: url)!.absoluteURL, in: document))
        _ = FrameSwap.apply(try browser.get(toOne.fetch(from: url)), to: toOne.frame, in: document, page: url)
        #expect(document.element(withID: "navigation")?.textContent.contains("Page 1 of 3 inside the frame.") == true)
        #expect(document.element(withID: "breakout") != nil)
    }

    @Test func theBreakoutFramesLinksVisitThePage() throws {
        let (_, document, _) = try loadFramesPage()
        let breakout = try #require(document.element(withID: "breakout"))
        for link in breakout.descendantElements where link.name == "a" {
            if case .frame(let frame) = FrameDestination.resolve(link, in: document) {
                Issue.record("\(link.attribute("href") ?? "") drives frame \(frame.id ?? "")")
            }
        }
    }

    @Test func aFormInAFrameAnswersInTheFrameBothWhenValidAndWhenNot() throws {
        var (browser, document, url) = try loadFramesPage()
        let form = try #require(document.element(withID: "frame-form")?.descendantElements.first { $0.name == "form" })
        let navigation = try #require(FrameNavigation(form, url: url, in: document))
        #expect(navigation.frame.id == "frame-form")
        func submit(_ message: String) throws -> HTTPResponse {
            let token = CSRFToken.find(in: document, cookies: []) ?? ""
            let body = "authenticity_token=\(token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&message=\(message)"
            let action = URL(string: form.attribute("action") ?? "", relativeTo: url)!.absoluteURL
            let fetch = TurboFetch(method: .post, url: action, body: Array(body.utf8), contentType: "application/x-www-form-urlencoded",
                                   isFormSubmission: true, referrer: url, csrfToken: token)
            return try browser.get(navigation.fetch(submitting: fetch))
        }
        let invalid = try submit("")
        #expect(invalid.status == 422)
        _ = FrameSwap.apply(invalid, to: navigation.frame, in: document, page: url)
        #expect(document.element(withID: "frame-form")?.textContent.contains("Type a message first.") == true)

        let valid = try submit("hello")
        #expect(valid.wasRedirected)
        guard case .rendered = FrameSwap.apply(valid, to: navigation.frame, in: document, page: url) else {
            Issue.record("the reply was not rendered in the frame"); return
        }
        #expect(document.element(withID: "frame-form")?.textContent.contains("You said: hello") == true)
        #expect(document.element(withID: "frame-form")?.attribute("src")?.contains("/frames/reply") == true)
    }
}
