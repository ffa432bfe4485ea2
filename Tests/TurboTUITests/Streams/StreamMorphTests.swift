import Testing
import HTML
import Turbo

/// `method="morph"` on replace and update: elements with the same tag and id
/// keep their identity (what the UI keys focus and typed text by).
@Suite("Stream morphing")
struct StreamMorphTests {
    @Test func replaceByMorphKeepsTheElementAndUpdatesIt() throws {
        let document = HTMLParser.parse(#"<form id="f" class="old"><input id="name" value="typed"><p>hint</p></form>"#)
        let form = try #require(document.element(withID: "f"))
        let input = try #require(document.element(withID: "name"))
        let outcome = StreamProcessor.apply(StreamMessage(html: """
            <turbo-stream action="replace" target="f" method="morph"><template>
            <form id="f" class="new"><input id="name" value="server"><p>new hint</p><b>added</b></form>
            </template></turbo-stream>
            """), to: document)
        #expect(document.element(withID: "f") === form)
        #expect(document.element(withID: "name") === input)
        #expect(CanonicalDOM.body(document) == #"<form id="f" class="new"><input id="name" value="server"></input><p>new hint</p><b>added</b></form>"#)
        #expect(outcome.changes.updatedAttributes.contains { $0 === form })
        #expect(outcome.changes.updatedText.map(\.text) == ["new hint"])
        #expect(outcome.changes.inserted.compactMap { ($0 as? Element)?.name } == ["b"])
        #expect(outcome.changes.removed.isEmpty)
    }

    @Test func replaceByMorphWithADifferentTagReplaces() {
        let (body, outcome) = CanonicalDOM.apply(#"""
            <turbo-stream action="replace" target="x" method="morph"><template><div id="x">new</div></template></turbo-stream>
            """#, to: #"<p id="x">old</p>"#)
        #expect(body == #"<div id="x">new</div>"#)
        #expect(outcome.changes.removed.count == 1)
    }

    @Test func updateByMorphMatchesChildrenByIDAndDropsTheRest() throws {
        let document = HTMLParser.parse(#"<ul id="l"><li id="a">A</li><li id="b">B</li><li id="c">C</li></ul>"#)
        let b = try #require(document.element(withID: "b"))
        let outcome = StreamProcessor.apply(StreamMessage(html: #"""
            <turbo-stream action="update" target="l" method="morph"><template><li id="b">B2</li><li id="d">D</li><li id="a">A</li></template></turbo-stream>
            """#), to: document)
        #expect(CanonicalDOM.body(document) == #"<ul id="l"><li id="b">B2</li><li id="d">D</li><li id="a">A</li></ul>"#)
        #expect(document.element(withID: "b") === b)
        #expect(outcome.changes.removed.compactMap { ($0.node as? Element)?.id } == ["c"])
        #expect(outcome.changes.inserted.compactMap { ($0 as? Element)?.id } == ["d"])
    }

    @Test func updateByMorphWithPlainTextAsTheDemoSendsIt() {
        let (body, _) = CanonicalDOM.apply(#"""
            <turbo-stream action="update" targets="p.many" method="morph"><template>Updated.</template></turbo-stream>
            """#, to: #"<p class="many">One</p><p class="many">Two <b>x</b></p>"#)
        #expect(body == #"<p class="many">Updated.</p><p class="many">Updated.</p>"#)
    }

    @Test func deepNestingMorphsWithoutRecursion() {
        let depth = 400
        let old = String(repeating: "<div>", count: depth) + "old" + String(repeating: "</div>", count: depth)
        let new = String(repeating: "<div>", count: depth) + "new" + String(repeating: "</div>", count: depth)
        let (body, outcome) = CanonicalDOM.apply(#"<turbo-stream action="update" target="r" method="morph"><template>\#(new)</template></turbo-stream>"#,
                                                 to: #"<section id="r">\#(old)</section>"#)
        #expect(body.contains("new") && !body.contains("old"))
        #expect(outcome.changes.updatedText.count == 1)
        #expect(outcome.changes.inserted.isEmpty)
    }
}
