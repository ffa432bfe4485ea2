import Foundation
import Testing
import Base
import HTML
import Net
import Turbo

/// The dump's frame resolution against a fixture transport: frames filled
/// side by side, nested ones after them, and every way a frame can fail
/// shown in its place. (`DumpFramesTests` runs it through libcurl.)
@Suite("Frame resolver")
struct FrameResolverTests {
    private func frameAnswer(_ id: String, _ content: String) -> RecordedAnswer {
        .html("<html><body><turbo-frame id=\"\(id)\">\(content)</turbo-frame></body></html>")
    }

    @Test func fillsEagerLazyAndNestedFramesAndAsksWithTheFrameHeader() throws {
        let transport = HTTPFixtures.transport([
            "/a": frameAnswer("a", "Alpha <turbo-frame id=\"n\" src=\"/n\">wait</turbo-frame>"),
            "/b": try HTTPFixtures.answer("frames/b"),
            "/n": frameAnswer("n", "Nested"),
        ])
        let document = HTMLParser.parse("""
            <turbo-frame id="a" src="/a">loading a</turbo-frame>
            <turbo-frame id="b" src="/b" loading="lazy">loading b</turbo-frame>
            """)
        let notes = FrameResolver(transport: transport).resolve(document, page: HTTPFixtures.url("/"))
        #expect(notes.isEmpty)
        #expect(document.element(withID: "a")?.textContent == "Alpha Nested")
        #expect(document.element(withID: "b")?.textContent == "Beta")
        #expect(transport.requests.map(\.url.path) == ["/a", "/b", "/n"], "the nested frame once its parent is in")
        #expect(transport.requests.map { $0.header("Turbo-Frame") } == ["a", "b", "n"])
    }

    @Test func framesLoadSideBySide() throws {
        let transport = FixtureTransport()
        for index in 1...4 {
            transport.answer(HTTPFixtures.url("/f\(index)"), with: frameAnswer("f\(index)", "done"), after: .seconds(1))
        }
        let document = HTMLParser.parse((1...4).map { "<turbo-frame id=\"f\($0)\" src=\"/f\($0)\">x</turbo-frame>" }.joined())
        let started = transport.clock.now
        let notes = FrameResolver(transport: transport).resolve(document, page: HTTPFixtures.url("/"))
        // One after another would take 4 s of the transport's clock.
        #expect(transport.clock.now - started == .seconds(1))
        #expect(notes.isEmpty)
        #expect((1...4).allSatisfy { document.element(withID: "f\($0)")?.textContent == "done" })
    }

    @Test func failuresShowInTheFrameAndAsNotes() throws {
        // The slow frame's answer is an hour away in virtual time; the limit comes first.
        let transport = FixtureTransport()
        transport.answer(HTTPFixtures.url("/missing"), with: .html("<p>no frame here</p>"))
        transport.answer(HTTPFixtures.url("/slow"), with: frameAnswer("s", "too late"), after: .seconds(3600))
        transport.answer(HTTPFixtures.url("/image"),
                         with: RecordedAnswer(status: 200, headers: [(name: "Content-Type", value: "image/png")], body: [1, 2, 3]))
        transport.fail(HTTPFixtures.url("/closed"), with: .connectionReset)
        let document = HTMLParser.parse("""
            <turbo-frame id="m" src="/missing">m</turbo-frame>
            <turbo-frame id="s" src="/slow">s</turbo-frame>
            <turbo-frame id="i" src="/image">image frame kept</turbo-frame>
            <turbo-frame id="c" src="/closed">c</turbo-frame>
            """)
        let notes = FrameResolver(transport: transport, timeLimit: .milliseconds(300))
            .resolve(document, page: HTTPFixtures.url("/"))
        #expect(document.element(withID: "m")?.textContent == FrameSwap.missingText)
        #expect(document.element(withID: "s")?.textContent.contains("did not load within") == true)
        #expect(document.element(withID: "i")?.textContent == "image frame kept")
        #expect(document.element(withID: "c")?.textContent.contains("could not load") == true)
        #expect(notes.count == 4)
        #expect(notes.contains { $0.contains("\"m\"") && $0.contains("Content missing") })
        #expect(notes.contains { $0.contains("\"i\"") && $0.contains("image/png") })
        #expect(transport.pendingCount == 0, "the slow frame's transfer was cancelled at the limit")
    }

    @Test func framesThatKeepNestingStopAtTheLimit() throws {
        let transport = FixtureTransport()
        var id = "r"
        for _ in 0..<10 {
            transport.answer(HTTPFixtures.url("/\(id)"), with: frameAnswer(id, "<turbo-frame id=\"\(id)x\" src=\"/\(id)x\">more</turbo-frame>"))
            id += "x"
        }
        let document = HTMLParser.parse("<turbo-frame id=\"r\" src=\"/r\">start</turbo-frame>")
        let notes = FrameResolver(transport: transport, maximumLoads: 5).resolve(document, page: HTTPFixtures.url("/"))
        #expect(transport.requests.count == 5)
        #expect(notes.count == 1)
        #expect(document.textContent.contains("more than 5 frames"))
    }
}
