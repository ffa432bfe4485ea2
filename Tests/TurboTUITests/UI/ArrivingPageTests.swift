import Foundation
import Testing
import Base
import Net
import Turbo
import UI

/// The worker that parses an answer while it arrives, run for real on its
/// own thread: the loop's side only hands it bytes and reads the channel.
@Suite("Arriving page: parsed and shown in part on a worker")
struct ArrivingPageTests {
    static let url = URL(string: "http://app.test/long")!
    static let head = HTTPResponse(status: 200, url: url, headers: [("Content-Type", "text/html; charset=utf-8")])
    static let plan = ArrivalPlan(width: 40, rows: 10, numbered: false)

    /// 40 KiB of head and paragraphs: past `PartialSchedule.firstBytes`, more than a screen.
    static let body: [UInt8] = Array(("<!doctype html><title>Long</title>" + (0..<2000).map { "<p>paragraph \($0)</p>" }.joined()).utf8)

    /// The boxes the worker posts until `done` holds of them (10 s at most).
    static func boxes(from channel: PageWorkerChannel, until done: ([PageHandOff]) -> Bool) -> [PageHandOff] {
        var boxes: [PageHandOff] = []
        let deadline = SystemMonotonicClock().now + .seconds(10)
        while !done(boxes) && SystemMonotonicClock().now < deadline {
            boxes += channel.takeAll()
            Thread.sleep(forTimeInterval: 0.005)
        }
        return boxes
    }

    static func isPartial(_ box: PageHandOff) -> Bool {
        if case .partial = box.stage { return true }
        return false
    }

    @Test func aPartIsPostedBeforeTheEndAndTheWholePageAfterAdoption() throws {
        let channel = PageWorkerChannel()
        let page = ArrivingPage(visitTicket: 7, stack: .main, head: Self.head, layout: Self.plan, channel: channel)
        page.receive(Array(Self.body[..<36_000]))
        let parts = Self.boxes(from: channel) { $0.contains(where: Self.isPartial) }
        let part = try #require(parts.first(where: Self.isPartial))
        #expect(part.ticketNumber == 7)
        let lines = try #require(part.prepared.page?.lines)
        #expect(lines.count >= Self.plan.rows, "the first part fills the screen")
        #expect(lines.count < Self.plan.rows * (ArrivingPage.firstPartScreens + 1),
                "the first part is laid out only a few screens down: \(lines.count) lines")
        #expect(lines.first?.text == "paragraph 0")
        #expect(part.prepared.page?.rendered.width == 40)
        #expect(part.prepared.document.descendantElements.filter { $0.name == "p" }.count < 2000, "only what arrived")
        #expect(part.prepared.page?.walksAreWorkedOut == false, "a part is walked for its targets alone: the next one replaces it")

        page.receive(Array(Self.body[36_000...]))
        page.end(.complete)
        let whole = VisitResponse(url: Self.url, status: 200, contentType: Self.head.contentType, body: Self.body)
        var preparation = PageWorkerJob(.visit(8), stack: .main, response: whole, width: 30, numbered: false)
        preparation.visitTicket = 7
        page.adopt(preparation)
        let finished = Self.boxes(from: channel) { $0.contains { !Self.isPartial($0) } }
        let box = try #require(finished.first { !Self.isPartial($0) })
        guard case .complete = box.stage else { Issue.record("not complete: \(box.stage)"); return }
        #expect(box.ticketNumber == 8, "the whole page carries its preparation's ticket")
        #expect(box.prepared.page?.rendered.width == 30, "laid out as the preparation asks")
        #expect(box.prepared.document.descendantElements.filter { $0.name == "p" }.count == 2000)
        #expect(box.prepared.page?.lines.count ?? 0 >= 2000, "the whole page is laid out whole")
        #expect(box.prepared.source.text.hasSuffix("<p>paragraph 1999</p>"), "the source is the whole body")
        #expect(box.prepared.page?.walksAreWorkedOut == true, "the whole page lands walked")
    }

    @Test func anAnswerThatBrokeOffIsFinishedWithWhatArrived() throws {
        let channel = PageWorkerChannel()
        let page = ArrivingPage(visitTicket: 3, stack: .main, head: Self.head, layout: Self.plan, channel: channel)
        page.receive(Array(Self.body[..<20_000]))
        let failure = VisitFailure(url: Self.url, error: .connectionReset)
        page.end(.failed(failure))
        let boxes = Self.boxes(from: channel) { $0.contains { !Self.isPartial($0) } }
        let box = try #require(boxes.first { !Self.isPartial($0) })
        guard case .brokenOff(_, let reported) = box.stage else { Issue.record("not broken off: \(box.stage)"); return }
        #expect(reported.error == .connectionReset)
        #expect(box.ticketNumber == 3)
        let lines = try #require(box.prepared.page?.lines)
        #expect(lines.first?.text == "paragraph 0")
        let paragraphs = box.prepared.document.descendantElements.filter { $0.name == "p" }.count
        #expect(paragraphs > 100 && paragraphs < 2000, "what arrived, no more: \(paragraphs)")
    }

    @Test func aCancelledWorkerPostsNothingMore() {
        let channel = PageWorkerChannel()
        let page = ArrivingPage(visitTicket: 1, stack: .main, head: Self.head, layout: Self.plan, channel: channel)
        page.cancel()
        page.receive(Self.body)
        page.end(.complete)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(channel.takeAll().isEmpty)
    }

    @Test func partsComeAtMostAFewTimesASecondAndBackOffWithTheirCost() {
        let start = SystemMonotonicClock().now
        var schedule = PartialSchedule(started: start)
        func laidOut(_ bytes: Int, cost: Int, at milliseconds: Int, fills: Bool) -> Bool {
            schedule.laidOut(parsedBytes: bytes, cost: .milliseconds(cost), now: start + .milliseconds(milliseconds),
                             fillsScreen: fills, hasText: true)
        }
        #expect(!schedule.isDue(parsedBytes: 1000, now: start + .milliseconds(10)), "too little, too soon")
        #expect(schedule.isDue(parsedBytes: PartialSchedule.firstBytes, now: start + .milliseconds(10)))
        let first = laidOut(32_768, cost: 5, at: 20, fills: false)
        #expect(!first, "not shown before it fills the screen")
        #expect(schedule.isDue(parsedBytes: 65_536, now: start + .milliseconds(25)), "tried again when the bytes doubled")
        let second = laidOut(65_536, cost: 5, at: 30, fills: true)
        #expect(second)
        #expect(!schedule.isDue(parsedBytes: 1_000_000, now: start + .milliseconds(200)), "at most every 250 ms")
        #expect(schedule.isDue(parsedBytes: 1_000_000, now: start + .milliseconds(290)))
        let third = laidOut(1_000_000, cost: 400, at: 700, fills: true)
        #expect(third)
        #expect(!schedule.isDue(parsedBytes: 2_000_000, now: start + .milliseconds(1500)), "three times the last layout's cost")
        #expect(schedule.isDue(parsedBytes: 2_000_000, now: start + .milliseconds(1901)))
    }

    @Test func aSlowPageIsShownOnceItHasTextEvenIfItDoesNotFillTheScreen() {
        let start = SystemMonotonicClock().now
        var schedule = PartialSchedule(started: start)
        #expect(schedule.isDue(parsedBytes: 500, now: start + .milliseconds(260)))
        let empty = schedule.laidOut(parsedBytes: 500, cost: .milliseconds(1), now: start + .milliseconds(261), fillsScreen: false,
                                     hasText: false)
        #expect(!empty, "nothing to read yet")
        let some = schedule.laidOut(parsedBytes: 900, cost: .milliseconds(1), now: start + .milliseconds(600), fillsScreen: false,
                                    hasText: true)
        #expect(some)
    }
}
