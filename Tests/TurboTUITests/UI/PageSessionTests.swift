import Foundation
import Testing
import Base
import HTML
import Net
import Turbo
import UI

/// What belongs to a page goes with it when another page takes its place.
@Suite("PageSession: one owner per page")
struct PageSessionTests {
    static func page(_ html: String, at url: String) -> PageView {
        let response = VisitResponse(url: URL(string: url)!, status: 200, contentType: ContentType(parsing: "text/html"),
                                     body: Array(html.utf8))
        return PageView(response, width: 40, numbered: false)
    }

    @Test func replacingThePageDropsItsFieldInUseFramesAndRefreshButKeepsTheSnapshots() throws {
        var screen = PageSession()
        screen.replacePage(with: Self.page("<input name=q>", at: "http://app.test/a"))
        let field = try #require(screen.page?.rendered.fields.first?.element)
        screen.fieldInUse = FieldInUse(element: field, use: .typing(FieldEditor(text: "", isMultiline: false)))
        screen.frameLoads[7] = PendingFrameLoad(frame: try #require(TurboFrame(Element(name: "turbo-frame"))))
        _ = screen.refresh.receive(requestID: nil, ownRequests: RequestIDHistory(), now: .now)
        screen.snapshots.store(try #require(screen.page), scroll: ScrollPosition(topRow: 0), for: URL(string: "http://app.test/a")!,
                               control: .cache)
        let previous = screen.replacePage(with: Self.page("<p>B</p>", at: "http://app.test/b"))
        #expect(previous?.url.absoluteString == "http://app.test/a")
        #expect(screen.fieldInUse == nil)
        #expect(screen.frameLoads.isEmpty)
        #expect(screen.refresh.deadline == nil)
        var snapshots = screen.snapshots
        let kept = snapshots.page(for: URL(string: "http://app.test/a")!) != nil
        #expect(kept, "the stack's cache stays")
    }

    @Test func aChangeThatTakesTheFieldInUseOutEndsIt() throws {
        var screen = PageSession()
        screen.replacePage(with: Self.page("<p id=row><input name=q></p><input name=r>", at: "http://app.test/a"))
        let document = try #require(screen.page?.document)
        let field = try #require(screen.page?.rendered.fields.first?.element)
        screen.fieldInUse = FieldInUse(element: field, use: .typing(FieldEditor(text: "", isMultiline: false)))
        let endedWhileThere = screen.apply(DocumentChange(extent: .wholePage), visibleRows: 10)
        #expect(!endedWhileThere, "still on the page")
        document.element(withID: "row")?.removeFromParent()
        let ended = screen.apply(DocumentChange(extent: .wholePage), visibleRows: 10)
        #expect(ended)
        #expect(screen.fieldInUse == nil)
        #expect(screen.page?.rendered.fields.count == 1)
    }
}
