import Foundation
import Testing
import HTML
import Net
import Turbo

/// Answers to frame requests (turbo-wire Fr3, Fr5), fetched through a
/// fixture transport and applied to a page.
@Suite("Frame answers")
struct FrameSwapTests {
    private let pageHTML = #"<h1>Page</h1><turbo-frame id="f" class="keep" src="/old"><p>loading</p></turbo-frame><p id="after">after</p>"#

    /// The frame `f`'s request for `path`, answered by `answers` (by path).
    private func fetch(_ path: String, _ answers: [String: RecordedAnswer]) throws -> HTTPResponse {
        let transport = HTTPFixtures.transport(answers)
        var factory = TurboRequestFactory()
        let response = try transport.fetch(factory.request(for: TurboFetch(url: HTTPFixtures.url(path), frameID: "f"))).get()
        #expect(transport.requests.allSatisfy { $0.header("Turbo-Frame") == "f" }, "every hop names the frame")
        return response
    }

    private func swap(_ response: HTTPResponse, promotion: VisitAction? = nil, morph: Bool = false) throws -> (Document, FrameAnswer) {
        let document = HTMLParser.parse(pageHTML)
        let frame = try #require(document.element(withID: "f").flatMap(TurboFrame.init))
        return (document, FrameSwap.apply(response, to: frame, in: document, page: URL(string: "http://x.test/")!,
                                          promotion: promotion, morph: morph))
    }

    @Test func theMatchingFramesChildrenReplaceOnlyTheFramesChildren() throws {
        let response = try fetch("/content", ["/content": try HTTPFixtures.answer("frames/content")])
        let (document, answer) = try swap(response)
        guard case .rendered(let render) = answer else { Issue.record("not rendered: \(answer)"); return }
        let src = response.url.absoluteString
        #expect(CanonicalDOM.body(document) == #"<h1>Page</h1><turbo-frame id="f" class="keep" src="\#(src)" complete=""><p>new</p><turbo-frame id="g" src="/g"></turbo-frame></turbo-frame><p id="after">after</p>"#)
        #expect(render.changes.removed.count == 1)
        #expect(render.changes.inserted.count == 2)
        #expect(render.loads.eager.map(\.url.absoluteString) == ["http://x.test/g"])
        #expect(render.promotion == nil)
    }

    @Test func afterARedirectSrcIsTheFinalURLAndPromotionFollowsIt() throws {
        let response = try fetch("/start", [
            "/start": .redirect(to: "/final", status: 303),
            "/final": .html(#"<turbo-frame id="f">done</turbo-frame>"#),
        ])
        let (document, answer) = try swap(response, promotion: .advance)
        guard case .rendered(let render) = answer else { Issue.record("not rendered: \(answer)"); return }
        #expect(document.element(withID: "f")?.attribute("src")?.hasSuffix("/final") == true)
        #expect(render.promotion?.url.path == "/final")
        #expect(render.promotion?.action == .advance)
    }

    @Test func aMissingFrameSaysContentMissing() throws {
        let response = try fetch("/none", ["/none": .html("<p>no frame here</p>")])
        let (document, answer) = try swap(response)
        guard case .missing(_, let message) = answer else { Issue.record("not missing: \(answer)"); return }
        #expect(document.element(withID: "f")?.textContent == "Content missing")
        #expect(document.element(withID: "f")?.hasAttribute("complete") == true)
        #expect(message == #"Frame "f": Content missing (the HTTP 200 answer has no frame with that id)"#)
        #expect(document.element(withID: "after") != nil)
    }

    @Test func visitControlReloadAsksForAFullVisit() throws {
        let response = try fetch("/reload", [
            "/reload": .html(#"<html><head><meta name="turbo-visit-control" content="reload"></head><body><turbo-frame id="f">x</turbo-frame></body></html>"#),
        ])
        let (document, answer) = try swap(response)
        guard case .fullVisit(let full) = answer else { Issue.record("no full visit: \(answer)"); return }
        #expect(full.url == response.url)
        #expect(document.element(withID: "f")?.textContent == "loading")
    }

    @Test func aStreamAnswerRunsOnThePage() throws {
        let response = try fetch("/stream", ["/stream": try HTTPFixtures.answer("frames/stream")])
        let (document, answer) = try swap(response)
        guard case .streams(let outcome) = answer else { Issue.record("no streams: \(answer)"); return }
        #expect(outcome.actionCount == 1)
        #expect(document.element(withID: "after")?.textContent == "streamed")
    }

    @Test func anErrorStatusWithTheFrameStillRendersButKeepsSrc() throws {
        let response = try fetch("/invalid", ["/invalid": .html(#"<turbo-frame id="f"><p>fix the form</p></turbo-frame>"#, status: 422)])
        let (document, answer) = try swap(response)
        guard case .rendered = answer else { Issue.record("not rendered: \(answer)"); return }
        #expect(document.element(withID: "f")?.textContent == "fix the form")
        #expect(document.element(withID: "f")?.attribute("src") == "/old")
    }

    @Test func streamsInsideTheNewContentRun() throws {
        let response = try fetch("/with-stream", [
            "/with-stream": .html(#"<turbo-frame id="f">x<turbo-stream action="remove" target="after"></turbo-stream></turbo-frame>"#),
        ])
        let (document, answer) = try swap(response)
        guard case .rendered(let render) = answer else { Issue.record("not rendered: \(answer)"); return }
        #expect(render.streams.actionCount == 1)
        #expect(document.element(withID: "after") == nil)
        #expect(document.element(withID: "f")?.textContent == "x")
    }

    @Test func aMorphingReloadKeepsElementsWithTheSameID() throws {
        let document = HTMLParser.parse(#"<turbo-frame id="f" refresh="morph" src="/m"><input id="q" value="typed"><p>old</p></turbo-frame>"#)
        let input = try #require(document.element(withID: "q"))
        let frame = try #require(document.element(withID: "f").flatMap(TurboFrame.init))
        let response = try fetch("/m", ["/m": .html(#"<turbo-frame id="f"><input id="q" value="typed"><p>new</p></turbo-frame>"#)])
        _ = FrameSwap.apply(response, to: frame, in: document, page: response.url, morph: true)
        #expect(document.element(withID: "q") === input)
        #expect(document.element(withID: "f")?.textContent == "new")
    }

    @Test func aNonHTMLAnswerLeavesTheFrame() throws {
        let response = try fetch("/pdf", ["/pdf": .html("%PDF", headers: [("Content-Type", "application/pdf")])])
        let (document, answer) = try swap(response)
        guard case .notHTML(let type) = answer else { Issue.record("not refused: \(answer)"); return }
        #expect(type == "application/pdf")
        #expect(document.element(withID: "f")?.textContent == "loading")
    }

    @Test func thePagesIDIndexLearnsTheNewContent() throws {
        let document = HTMLParser.parse(pageHTML)
        let index = ElementIDIndex(root: document)
        #expect(index.element(withID: "after") != nil)
        let frame = try #require(index.element(withID: "f").flatMap(TurboFrame.init))
        let response = try fetch("/ids", ["/ids": .html(#"<turbo-frame id="f"><p id="fresh">fresh</p></turbo-frame>"#)])
        _ = FrameSwap.apply(response, to: frame, in: document, page: response.url, index: index)
        #expect(index.element(withID: "fresh")?.textContent == "fresh")
    }
}
