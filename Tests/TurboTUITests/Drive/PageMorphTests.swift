import Foundation
import Testing
import Base
import HTML
import Turbo

/// The page morph as a pure tree operation (turbo-wire D13): matched
/// elements keep their identity, the head follows, permanent elements and
/// `refresh="morph"` frames are left alone, and a page morphed into an
/// identical copy of itself does not change at all.
@Suite("Page morph")
struct PageMorphTests {
    @Test func matchedElementsStayAndTheirContentFollows() throws {
        let shown = HTMLParser.parse("<title>One</title><p id=count>1</p><form><input id=f name=f></form><p>old tail</p>")
        let field = try #require(shown.element(withID: "f"))
        let count = try #require(shown.element(withID: "count"))
        _ = PageMorph.apply(HTMLParser.parse("<title>Two</title><p id=count>2</p><form><input id=f name=f></form><p>new tail</p>"), to: shown)
        #expect(shown.element(withID: "f") === field)
        #expect(shown.element(withID: "count") === count)
        #expect(count.textContent == "2")
        #expect(shown.title == "Two", "the head is morphed too")
        #expect(shown.body?.textContent.contains("new tail") == true)
    }

    @Test func permanentElementsAndMorphingFramesAreLeftAlone() throws {
        let shown = HTMLParser.parse("""
            <div id=keep data-turbo-permanent>kept</div>
            <turbo-frame id=side src=/side refresh=morph complete>side content</turbo-frame>
            <turbo-frame id=plain src=/plain complete>plain content</turbo-frame>
            """)
        _ = PageMorph.apply(HTMLParser.parse("""
            <div id=keep data-turbo-permanent>new</div>
            <turbo-frame id=side src=/side refresh=morph>Loading</turbo-frame>
            <turbo-frame id=plain src=/plain>Loading</turbo-frame>
            """), to: shown)
        #expect(shown.element(withID: "keep")?.textContent == "kept")
        #expect(shown.element(withID: "side")?.textContent == "side content")
        #expect(shown.element(withID: "side")?.hasAttribute("complete") == true)
        #expect(shown.element(withID: "plain")?.textContent == "Loading", "other frames follow the new page and load again")
        #expect(shown.element(withID: "plain")?.hasAttribute("complete") == false)
    }

    @Test func aPermanentElementTheNewPageLacksIsNotRemoved() {
        let shown = HTMLParser.parse("<p>a</p><div id=keep data-turbo-permanent>kept</div>")
        _ = PageMorph.apply(HTMLParser.parse("<p>b</p>"), to: shown)
        #expect(shown.element(withID: "keep")?.textContent == "kept")
    }

    @Test func aMorphingFrameInsideAPermanentElementDoesNotReload() throws {
        let document = HTMLParser.parse("<div data-turbo-permanent id=p><turbo-frame id=f src=/f refresh=morph></turbo-frame></div>")
        let frame = try #require(document.element(withID: "f").flatMap(TurboFrame.init))
        #expect(!PageMorph.reloadsAfterRefresh(frame))
    }

    @Test func aRealPageMorphedIntoItsOwnCopyDoesNotChange() throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("corpus/rust-releases-1mb.html")))
        let shown = HTMLParser.parse(bytes: bytes, declaredCharset: nil)
        let elements = shown.descendantElements
        let fresh = HTMLParser.parse(bytes: bytes, declaredCharset: nil)
        let start = SystemMonotonicClock().now
        let changes = PageMorph.apply(fresh, to: shown)
        let time = SystemMonotonicClock().now - start
        print("morphing rust-releases-1mb.html (\(elements.count) elements) into its copy: \(time)")
        #expect(changes.isEmpty)
        let after = shown.descendantElements
        #expect(after.count == elements.count)
        #expect(zip(after, elements).allSatisfy { $0 === $1 }, "every element kept, in order")
    }
}
