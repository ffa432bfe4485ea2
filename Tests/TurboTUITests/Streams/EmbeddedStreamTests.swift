import Testing
import HTML
import Turbo

/// `<turbo-stream>` elements that arrive inside a rendered page or frame run
/// once and leave the tree, as connected stream elements do in a browser.
@Suite("Streams inside pages")
struct EmbeddedStreamTests {
    @Test func streamsInAPageRunAndAreRemoved() throws {
        let document = HTMLParser.parse(#"""
            <p id="n">0</p><turbo-stream action="update" target="n"><template>1</template></turbo-stream>
            <div><turbo-stream action="append" target="n"><template>+</template></turbo-stream></div>
            """#)
        let body = try #require(document.body)
        let outcome = StreamProcessor.runEmbeddedStreams(below: body, in: document)
        #expect(CanonicalDOM.body(document) == "<p id=\"n\">1+</p>\n<div></div>")
        #expect(outcome.actionCount == 2)
        #expect(document.descendantElements.allSatisfy { $0.name != "turbo-stream" })
    }

    @Test func onlyStreamsBelowTheGivenRootRun() throws {
        let document = HTMLParser.parse(#"""
            <turbo-frame id="f"><turbo-stream action="remove" target="a"></turbo-stream></turbo-frame>
            <p id="a">a</p><turbo-stream action="remove" target="b"></turbo-stream><p id="b">b</p>
            """#)
        let frame = try #require(document.element(withID: "f"))
        _ = StreamProcessor.runEmbeddedStreams(below: frame, in: document)
        #expect(document.element(withID: "a") == nil)
        #expect(document.element(withID: "b") != nil)
    }
}
