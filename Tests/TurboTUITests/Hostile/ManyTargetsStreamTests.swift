import Foundation
import HTML
import Render
import Testing
import Turbo
import Drive
import UI

/// Issue 32: a stream whose `targets` matched N elements cost the square of N
/// (8 000 targets: 76 s), because the layout after it spliced one region per
/// target into the whole page. Past `IncrementalLayout.maximumSplices` regions it
/// lays the page out once; the streambench's `--targets` times it.
@Suite("Hostile: a stream over many targets")
struct ManyTargetsStreamTests {
    private static let count = 20_000

    private static func page(_ count: Int) -> Document {
        var html = "<ul id=list>"
        for index in 0..<count { html += "<li class=record id=r\(index)><span>record \(index)</span></li>" }
        return HTMLParser.parse(html + "</ul><p id=end>end</p>")
    }

    private static func stream(_ action: String) -> StreamMessage {
        StreamMessage(html: ##"<turbo-stream action="\##(action)" targets="#list > .record"><template><b>new</b></template></turbo-stream>"##)
    }

    /// Applied, and laid out again as the browser does after it: the same lines as a full render.
    /// `inEachTarget`: the action changes each target's children, a region each.
    private static func run(_ action: String, on document: Document, inEachTarget: Bool = false) -> StreamOutcome {
        let options = RenderOptions(width: 60)
        let layout = IncrementalLayout(document: document, options: options)
        let outcome = StreamProcessor.apply(stream(action), to: document, index: ElementIDIndex(root: document))
        let update = layout.update(after: outcome.changes)
        if inEachTarget { #expect(update.wholePage, "one layout of the page, not one splice per target") }
        #expect(layout.page.lines == PageRenderer(options: options).render(document).lines)
        return outcome
    }

    @Test func appendReachesEveryOneOfTwentyThousandTargets() throws {
        let document = Self.page(Self.count)
        let outcome = Self.run("append", on: document, inEachTarget: true)
        #expect(outcome.errors.isEmpty && outcome.changes.inserted.count == Self.count)
        let list = try #require(document.firstDescendant { $0.id == "list" })
        let records = list.childElements
        #expect(records.count == Self.count)
        #expect(records.allSatisfy { ($0.lastChild as? Element)?.name == "b" && $0.childElements.count == 2 })
    }

    @Test func beforeAndRemoveReachEveryTarget() throws {
        let document = Self.page(Self.count)
        _ = Self.run("before", on: document)
        let list = try #require(document.firstDescendant { $0.id == "list" })
        let names = list.childElements.map(\.name)
        #expect(names.count == 2 * Self.count)
        #expect(zip(names, names.dropFirst()).allSatisfy { $0 != $1 }, "a <b> before each record")
        let removed = Self.run("remove", on: document)
        #expect(removed.changes.removed.count == Self.count)
        #expect(list.childElements.count == Self.count && list.childElements.allSatisfy { $0.name == "b" })
    }

    /// One message of 20 000 appends into one list (8 000 took 11.7 s: each read the list's
    /// children for its duplicates): every other record is one the list has, and moves.
    @Test func aMessageOfTwentyThousandAppendsKeepsEachRecordOnce() throws {
        let document = Self.page(Self.count)
        var message = ""
        for index in 0..<Self.count {
            let id = index % 2 == 0 ? "r\(index)" : "n\(index)"
            message += #"<turbo-stream action="append" target="list"><template><li id="\#(id)">new</li></template></turbo-stream>"#
        }
        let outcome = StreamProcessor.apply(StreamMessage(html: message), to: document, index: ElementIDIndex(root: document))
        #expect(outcome.errors.isEmpty && outcome.changes.removed.count == Self.count / 2)
        let list = try #require(document.firstDescendant { $0.id == "list" })
        let ids = list.childElements.compactMap(\.id)
        #expect(ids.count == Self.count + Self.count / 2 && Set(ids).count == ids.count, "each id once")
        #expect(Array(ids.prefix(2)) == ["r1", "r3"], "the records the stream did not bring stay first")
        #expect(Array(ids.suffix(2)) == ["r\(Self.count - 2)", "n\(Self.count - 1)"], "the others in the stream's order")
    }

    @Test func aFewTargetsAreStillSplicedOneByOne() {
        let document = Self.page(IncrementalLayout.maximumSplices)
        let options = RenderOptions(width: 60)
        let layout = IncrementalLayout(document: document, options: options)
        let outcome = StreamProcessor.apply(Self.stream("append"), to: document)
        #expect(!layout.update(after: outcome.changes).wholePage)
        #expect(layout.page.lines == PageRenderer(options: options).render(document).lines)
    }

    /// Through the browser: a form's stream answer from a server on 127.0.0.1,
    /// applied to a page of 20 000 records and laid out, within the command's 10 s.
    @Test func aFormsStreamAnswerOverTwentyThousandTargetsThroughTheDriver() throws {
        var page = "<title>Records</title><form action=/touch method=post><button id=touch>Touch</button></form><ul id=list>"
        for index in 0..<Self.count { page += "<li class=record>record \(index)</li>" }
        page += "</ul>"
        let answer = ##"<turbo-stream action="append" targets="#list > .record"><template><b class=new>new</b></template></turbo-stream>"##
        let server = try LoopbackHTTPServer { [page] request in
            switch (request.method, request.target) {
            case ("GET", "/records"): return .html(page)
            case ("POST", "/touch"):
                return .respond(status: 200, headers: [("Content-Type", "text/vnd.turbo-stream.html; charset=utf-8")],
                                body: Array(answer.utf8))
            default: return .html("<p>missing</p>", status: 404)
            }
        }
        defer { server.stop() }
        let session = DriverSession()
        #expect(session.send(##"{"visit":"\##(server.url("/records"))","timeout":60}"##).error == nil)
        #expect(session.send(##"{"click":"#touch","timeout":60}"##).error == nil)
        #expect(session.send(##"{"count":"#list > .record > b.new"}"##)["count"] == .number(Double(Self.count)))
        #expect(session.send(##"{"expect":{"text":"record 19999new"}}"##).error == nil)
    }
}
