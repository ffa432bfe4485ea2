import Foundation
import Testing
import Turbo
import UI

/// The worker that parses an answer while it arrives gives each part the
/// source that has arrived so far, and lays it out as source when the
/// reader is looking at the source of the part before (`ArrivalPlan.source`).
@Suite("Arriving page: the source of a part")
struct ArrivingPageSourceTests {
    /// Past `PartialSchedule.firstBytes` in its first 36 000 bytes, and long enough for the bytes to double after them.
    static let body: [UInt8] = Array(("<!doctype html><title>Long</title>" + (0..<8000).map { "<p>paragraph \($0)</p>" }.joined()).utf8)

    @Test func aPartCarriesTheBytesSoFarAsItsSourceAndFollowsTheSourceView() throws {
        let channel = PageWorkerChannel()
        let body = Self.body
        let page = ArrivingPage(visitTicket: 5, stack: .main, head: ArrivingPageTests.head, layout: ArrivingPageTests.plan,
                                channel: channel)
        defer { page.cancel() }
        page.receive(Array(body[..<36_000]))
        let parts = ArrivingPageTests.boxes(from: channel) { $0.contains(where: ArrivingPageTests.isPartial) }
        let part = try #require(parts.first(where: ArrivingPageTests.isPartial))
        #expect(part.prepared.source.text == String(decoding: body[..<36_000], as: UTF8.self), "what has arrived, not nothing")
        #expect(part.prepared.page?.showingSource == false)

        var plan = ArrivingPageTests.plan
        plan.source = true
        page.update(plan)
        // A part is laid out again once `PartialSchedule`'s wait (which grows with the cost of the
        // last layout) has passed and more has come: the rest comes in pieces until one is posted.
        var later: [PageHandOff] = []
        var offset = 36_000
        while offset < body.count && !later.contains(where: ArrivingPageTests.isPartial) {
            page.receive(Array(body[offset..<min(body.count, offset + 8_000)]))
            offset += 8_000
            Thread.sleep(forTimeInterval: 0.2)
            later += channel.takeAll()
        }
        let shown = try #require(later.first(where: ArrivingPageTests.isPartial)?.prepared.page)
        #expect(shown.showingSource, "laid out as source, as the reader looks at it")
        #expect(shown.lines.first?.text == String(decoding: body.prefix(40), as: UTF8.self))
        #expect(shown.rendered.width == 40)
    }

    @Test func theWholePageLandsAsSourceWhenThePartWasLookedAtSo() throws {
        let channel = PageWorkerChannel()
        let body = Self.body
        var plan = ArrivingPageTests.plan
        plan.source = true
        let page = ArrivingPage(visitTicket: 5, stack: .main, head: ArrivingPageTests.head, layout: plan, channel: channel)
        defer { page.cancel() }
        page.receive(body)
        page.end(.complete)
        let whole = VisitResponse(url: ArrivingPageTests.url, status: 200, contentType: ArrivingPageTests.head.contentType, body: body)
        var preparation = PageWorkerJob(.visit(6), stack: .main, response: whole, width: 40, numbered: false)
        preparation.visitTicket = 5
        page.adopt(preparation)
        let boxes = ArrivingPageTests.boxes(from: channel) { $0.contains { !ArrivingPageTests.isPartial($0) } }
        let landed = try #require(boxes.first { !ArrivingPageTests.isPartial($0) }?.prepared.page)
        #expect(landed.showingSource, "the reader looking at the source of the part sees the source of the whole page")
        #expect(landed.lines.first?.text == String(decoding: body.prefix(40), as: UTF8.self))
    }
}
