import Foundation
import Testing
@testable import TurboTUI

/// The dump's frame resolution against a real loopback server through
/// libcurl: frames filled side by side, nested ones after them, and every
/// way a frame can fail shown in its place.
@Suite("Frame resolver")
struct FrameResolverTests {
    private func page(_ html: String) -> Document {
        HTMLParser.parse(html)
    }

    private func frameAnswer(_ id: String, _ content: String) -> LoopbackHTTPServer.Reply {
        .html("<html><body><turbo-frame id=\"\(id)\">\(content)</turbo-frame></body></html>")
    }

    @Test func fillsEagerLazyAndNestedFramesAndAsksWithTheFrameHeader() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/a": return frameAnswer("a", "Alpha <turbo-frame id=\"n\" src=\"/n\">wait</turbo-frame>")
            case "/b": return frameAnswer("b", "Beta")
            case "/n": return frameAnswer("n", "Nested")
            default: return .html("nothing", status: 404)
            }
        }
        defer { server.stop() }
        let document = page("""
            <turbo-frame id="a" src="/a">loading a</turbo-frame>
            <turbo-frame id="b" src="/b" loading="lazy">loading b</turbo-frame>
            """)
        let notes = FrameResolver(transport: CurlTransport()).resolve(document, page: server.url("/"))
        #expect(notes.isEmpty)
        #expect(document.element(withID: "a")?.textContent == "Alpha Nested")
        #expect(document.element(withID: "b")?.textContent == "Beta")
        let frames = server.requests.compactMap { $0.header("Turbo-Frame") }
        #expect(Set(frames) == ["a", "b", "n"])
    }

    @Test func framesLoadSideBySide() throws {
        let server = try LoopbackHTTPServer { request in
            .delayed(seconds: 1, .init(frameAnswer(String(request.target.dropFirst()), "done")))
        }
        defer { server.stop() }
        let document = page((1...4).map { "<turbo-frame id=\"f\($0)\" src=\"/f\($0)\">x</turbo-frame>" }.joined())
        let started = ContinuousClock.now
        let notes = FrameResolver(transport: CurlTransport()).resolve(document, page: server.url("/"))
        // One after another would take 4 s.
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(notes.isEmpty)
        #expect((1...4).allSatisfy { document.element(withID: "f\($0)")?.textContent == "done" })
    }

    @Test func failuresShowInTheFrameAndAsNotes() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/missing": return .html("<p>no frame here</p>")
            case "/slow": return .stall(afterBytes: [], headers: [("Content-Type", "text/html")], seconds: 5)
            case "/image": return .respond(status: 200, headers: [("Content-Type", "image/png")], body: [1, 2, 3])
            default: return .close
            }
        }
        defer { server.stop() }
        let document = page("""
            <turbo-frame id="m" src="/missing">m</turbo-frame>
            <turbo-frame id="s" src="/slow">s</turbo-frame>
            <turbo-frame id="i" src="/image">image frame kept</turbo-frame>
            <turbo-frame id="c" src="/closed">c</turbo-frame>
            """)
        let notes = FrameResolver(transport: CurlTransport(), timeLimit: .seconds(1))
            .resolve(document, page: server.url("/"))
        #expect(document.element(withID: "m")?.textContent == FrameSwap.missingText)
        #expect(document.element(withID: "s")?.textContent.contains("did not load within") == true)
        #expect(document.element(withID: "i")?.textContent == "image frame kept")
        #expect(document.element(withID: "c")?.textContent.contains("could not load") == true)
        #expect(notes.count == 4)
        #expect(notes.contains { $0.contains("\"m\"") && $0.contains("Content missing") })
        #expect(notes.contains { $0.contains("\"i\"") && $0.contains("image/png") })
    }

    @Test func framesThatKeepNestingStopAtTheLimit() throws {
        let server = try LoopbackHTTPServer { request in
            let id = String(request.target.dropFirst())
            return frameAnswer(id, "<turbo-frame id=\"\(id)x\" src=\"/\(id)x\">more</turbo-frame>")
        }
        defer { server.stop() }
        let document = page("<turbo-frame id=\"r\" src=\"/r\">start</turbo-frame>")
        let notes = FrameResolver(transport: CurlTransport(), maximumLoads: 5).resolve(document, page: server.url("/"))
        #expect(server.requests.count == 5)
        #expect(notes.count == 1)
        #expect(document.textContent.contains("more than 5 frames"))
    }
}
