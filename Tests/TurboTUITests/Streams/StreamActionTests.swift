import Testing
import HTML
import Turbo

/// Each stream action (turbo-wire S4) on a small page, by id and by selector.
@Suite("Stream actions")
struct StreamActionTests {
    private let page = #"<ul id="log"><li id="a">A</li><li id="b">B</li></ul><p id="p" class="x">P</p>"#

    private func stream(_ action: String, _ target: String, _ content: String = "", extra: String = "") -> String {
        #"<turbo-stream action="\#(action)" \#(target)\#(extra)><template>\#(content)</template></turbo-stream>"#
    }

    @Test func appendAddsAfterTheLastChild() {
        let (body, outcome) = CanonicalDOM.apply(stream("append", #"target="log""#, #"<li id="c">C</li>"#), to: page)
        #expect(body == #"<ul id="log"><li id="a">A</li><li id="b">B</li><li id="c">C</li></ul><p id="p" class="x">P</p>"#)
        #expect(outcome.changes.inserted.count == 1)
        #expect((outcome.changes.containers.first as? Element)?.id == "log")
        #expect(outcome.errors.isEmpty)
    }

    @Test func prependAddsBeforeTheFirstChild() {
        let (body, _) = CanonicalDOM.apply(stream("prepend", #"target="log""#, #"<li id="c">C</li>"#), to: page)
        #expect(body.hasPrefix(#"<ul id="log"><li id="c">C</li><li id="a">A</li>"#))
    }

    @Test func prependAndAppendFirstRemoveChildrenWithTheSameID() {
        let prepended = CanonicalDOM.apply(stream("prepend", #"target="log""#, #"<li id="b">new B</li>"#), to: page)
        #expect(prepended.body.hasPrefix(#"<ul id="log"><li id="b">new B</li><li id="a">A</li></ul>"#))
        #expect(prepended.outcome.changes.removed.map { ($0.node as? Element)?.id } == ["b"])
        let appended = CanonicalDOM.apply(stream("append", #"target="log""#, #"<li id="a">new A</li>"#), to: page)
        #expect(appended.body.hasPrefix(#"<ul id="log"><li id="b">B</li><li id="a">new A</li></ul>"#))
    }

    /// The children of a target by id are read once per message (`TargetChildrenByID`);
    /// what earlier streams of the message put in or changed is still found.
    @Test func aDuplicateMadeByAnEarlierStreamOfTheMessageIsStillTakenOut() {
        let inserted = stream("before", #"target="b""#, #"<li id="x">first x</li>"#)
            + stream("append", #"target="log""#, #"<li id="c">C</li>"#)
            + stream("append", #"target="log""#, #"<li id="x">second x</li>"#)
        #expect(CanonicalDOM.apply(inserted, to: page).body.hasPrefix(
            #"<ul id="log"><li id="a">A</li><li id="b">B</li><li id="c">C</li><li id="x">second x</li></ul>"#))
        let renamed = stream("append", #"target="log""#, #"<li id="c">C</li>"#)
            + stream("replace", #"target="a""#, #"<li id="y">A as y</li>"#, extra: #" method="morph""#)
            + stream("prepend", #"target="log""#, #"<li id="y">new y</li>"#)
            + stream("append", #"target="log""#, #"<li id="c">C again</li>"#)
        #expect(CanonicalDOM.apply(renamed, to: page).body.hasPrefix(
            #"<ul id="log"><li id="y">new y</li><li id="b">B</li><li id="c">C again</li></ul>"#))
    }

    @Test func beforeAndAfterInsertSiblings() {
        let before = CanonicalDOM.apply(stream("before", #"target="b""#, "<li>x</li>"), to: page).body
        #expect(before.hasPrefix(#"<ul id="log"><li id="a">A</li><li>x</li><li id="b">B</li></ul>"#))
        let after = CanonicalDOM.apply(stream("after", #"target="a""#, "<li>y</li>"), to: page).body
        #expect(after.hasPrefix(#"<ul id="log"><li id="a">A</li><li>y</li><li id="b">B</li></ul>"#))
    }

    @Test func replaceSwapsTheElementItself() {
        let (body, outcome) = CanonicalDOM.apply(stream("replace", #"target="p""#, #"<div id="p">D</div>"#), to: page)
        #expect(body.hasSuffix(#"</ul><div id="p">D</div>"#))
        #expect(outcome.changes.removed.map { ($0.node as? Element)?.name } == ["p"])
        #expect(outcome.changes.removed.first?.node.parent == nil)
        #expect((outcome.changes.removed.first?.formerParent as? Element)?.name == "body")
    }

    @Test func updateReplacesOnlyTheChildren() {
        let (body, _) = CanonicalDOM.apply(stream("update", #"target="log""#, "<li>only</li>"), to: page)
        #expect(body.hasPrefix(#"<ul id="log"><li>only</li></ul>"#))
    }

    @Test func removeTakesTheTargetOutAndNeedsNoTemplate() {
        let (body, outcome) = CanonicalDOM.apply(#"<turbo-stream action="remove" target="a"></turbo-stream>"#, to: page)
        #expect(body.hasPrefix(#"<ul id="log"><li id="b">B</li></ul>"#))
        #expect(outcome.changes.removed.count == 1)
    }

    @Test func targetsActsOnEveryMatchInDocumentOrder() {
        let (body, _) = CanonicalDOM.apply(stream("append", #"targets="li""#, "!"), to: page)
        #expect(body.hasPrefix(#"<ul id="log"><li id="a">A!</li><li id="b">B!</li></ul>"#))
    }

    @Test func aMissingTargetChangesNothingAndIsNoError() {
        let (body, outcome) = CanonicalDOM.apply(stream("append", #"target="nowhere""#, "x"), to: page)
        #expect(body == CanonicalDOM.body(HTMLParser.parse(page)))
        #expect(outcome.changes.isEmpty)
        #expect(outcome.errors.isEmpty)
    }

    @Test func eachTargetGetsItsOwnCopyAndTheTemplateStays() {
        let document = HTMLParser.parse(#"<p class="t"></p><p class="t"></p>"#)
        let message = StreamMessage(html: stream("update", #"targets=".t""#, "<b>x</b>"))
        _ = StreamProcessor.apply(message, to: document)
        let bolds = document.descendantElements.filter { $0.name == "b" }
        #expect(bolds.count == 2)
        #expect(bolds[0] !== bolds[1])
        #expect(message.streams.first?.childElements.first?.childElements.map(\.name) == ["b"])
    }

    @Test func nestedTargetsTakenOutByAnEarlierOneAreLeftAlone() {
        let (body, outcome) = CanonicalDOM.apply(#"<turbo-stream action="remove" targets="div"></turbo-stream>"#,
                                                 to: "<div><div>inner</div></div><p>kept</p>")
        #expect(body == "<p>kept</p>")
        #expect(outcome.changes.removed.count == 1)
    }

    @Test func templateContentOnThePageIsNeverATarget() {
        let (body, _) = CanonicalDOM.apply(#"<turbo-stream action="remove" target="t"></turbo-stream>"#,
                                           to: #"<div><template><p id="t">in template</p></template></div><p id="t">real</p>"#)
        #expect(body.contains("in template"))
        #expect(!body.contains("real"))
    }

    @Test func tableRowsInATemplateKeepTheirShape() {
        let (body, _) = CanonicalDOM.apply(stream("append", #"target="rows""#, "<tr><td>2</td></tr>"),
                                           to: #"<table><tbody id="rows"><tr><td>1</td></tr></tbody></table>"#)
        #expect(body == #"<table><tbody id="rows"><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table>"#)
    }
}
