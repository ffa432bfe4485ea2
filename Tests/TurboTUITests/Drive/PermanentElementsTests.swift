import Foundation
import Testing
import HTML
import Turbo

/// `data-turbo-permanent` (turbo-wire D10) as a pure tree operation: the
/// shown page's permanent elements take their namesakes' places in the new
/// page, optionally leaving copies behind.
@Suite("Permanent elements")
struct PermanentElementsTests {
    @Test func theShownElementReplacesItsNamesakeAndACopyStaysBehind() throws {
        let shown = HTMLParser.parse("<div id=player data-turbo-permanent><input id=q></div><p id=old>Old</p>")
        let incoming = HTMLParser.parse("<p>New</p><div id=player data-turbo-permanent>fresh</div>")
        let player = try #require(shown.element(withID: "player"))
        let carried = PermanentElements.carry(from: shown, into: incoming, leavingCopies: true)
        #expect(carried.count == 1 && carried.first?.element === player)
        #expect(incoming.element(withID: "player") === player)
        #expect(incoming.body?.textContent.contains("fresh") == false)
        let copy = try #require(shown.element(withID: "player"))
        #expect(copy !== player, "the page left behind keeps a copy")
        #expect(carried.first?.twins?.counterpart(of: try #require(player.firstDescendant { $0.id == "q" }))
                === copy.firstDescendant { $0.id == "q" })
        #expect(incoming.body?.children.firstIndex { $0 === player } == 1, "in the new element's place")
    }

    @Test func withoutCopiesTheElementLeaves() throws {
        let shown = HTMLParser.parse("<div id=a data-turbo-permanent>A</div>")
        let incoming = HTMLParser.parse("<div id=a data-turbo-permanent>B</div>")
        _ = PermanentElements.carry(from: shown, into: incoming, leavingCopies: false)
        #expect(shown.element(withID: "a") == nil)
        #expect(incoming.element(withID: "a")?.textContent == "A")
    }

    @Test func bothSidesMustBePermanentWithTheSameID() {
        let shown = HTMLParser.parse("<div id=a data-turbo-permanent>A</div><div id=b>B</div><div data-turbo-permanent>no id</div>")
        let incoming = HTMLParser.parse("<div id=a>new A</div><div id=b data-turbo-permanent>new B</div><div data-turbo-permanent>x</div>")
        #expect(PermanentElements.carry(from: shown, into: incoming, leavingCopies: true).isEmpty)
        #expect(incoming.element(withID: "a")?.textContent == "new A")
    }

    @Test func aNestedPermanentElementGoesWithItsParent() throws {
        let shown = HTMLParser.parse("<div id=outer data-turbo-permanent><span id=inner data-turbo-permanent>I</span></div>")
        let incoming = HTMLParser.parse("<div id=outer data-turbo-permanent><span id=inner data-turbo-permanent>J</span></div>")
        let inner = try #require(shown.element(withID: "inner"))
        let carried = PermanentElements.carry(from: shown, into: incoming, leavingCopies: false)
        #expect(carried.count == 1)
        #expect(incoming.element(withID: "inner") === inner)
        #expect(inner.parent === incoming.element(withID: "outer"))
    }

    @Test func templateContentIsNotThePage() {
        let shown = HTMLParser.parse("<div id=a data-turbo-permanent>A</div>")
        let incoming = HTMLParser.parse("<template><div id=a data-turbo-permanent>T</div></template>")
        #expect(PermanentElements.carry(from: shown, into: incoming, leavingCopies: false).isEmpty)
    }
}
