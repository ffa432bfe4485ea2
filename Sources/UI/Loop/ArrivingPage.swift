import FoundationEssentials
import Base
import HTML
import Net
import Turbo

/// A page parsed on a worker thread while its body arrives (issue 21). The
/// loop hands over each piece libcurl gives it (`receive`) and never waits:
/// the worker feeds them to an `HTMLStreamParser` in 32 KiB slices and,
/// when `PartialSchedule` says so, lays out a copy of the document parsed so
/// far (`HTMLStreamParser.snapshot`) and posts it as a `.partial` box. When
/// the answer is complete the visit's preparation is handed to it (`adopt`)
/// and it finishes the parse and lays out the whole page, as a
/// `PageWorkerJob` would, without parsing the bytes again; an answer that
/// broke off is finished with what arrived (`.brokenOff`).
///
/// Shared between the loop and the worker: only `inbox`, under `condition`.
/// What the worker posts follows `PageHandOff`'s hand-off rule.
package final class ArrivingPage: @unchecked Sendable {
    package enum End: Sendable {
        case complete
        case failed(VisitFailure)
    }

    private struct Inbox {
        var pieces: [[UInt8]] = []
        var end: End?
        var cancelled = false
        /// The ticket the worker's boxes carry: the visit's, then its preparation's.
        var ticket: VisitTicket
        var layout: ArrivalPlan
        /// The preparation of the complete answer, once the browser asked for it.
        var adopted: PageWorkerJob?
    }

    package let visitTicket: VisitTicket
    package let stack: NavigationStackKind
    private let condition = ConditionLock()
    private var inbox: Inbox
    /// The piece the parser is fed at a time, so a big arrival is laid out
    /// before all of it is parsed; the first part is tried after the first
    /// slice (`PartialSchedule.firstBytes`), so a larger one was parsed cold
    /// on the way to the first screen for nothing.
    private static let slice = PartialSchedule.firstBytes
    /// How many screens the first part shown lays out (`showPart`).
    package static let firstPartScreens = 3

    /// Starts the worker thread; `head` is the answer's status and headers.
    package init(visitTicket: VisitTicket, stack: NavigationStackKind, head: HTTPResponse, layout: ArrivalPlan, channel: PageWorkerChannel) {
        self.visitTicket = visitTicket
        self.stack = stack
        inbox = Inbox(ticket: visitTicket, layout: layout)
        var head = head
        head.body = []
        let bodiless = head
        DetachedThread.start(name: "turbo-tui arriving page") { [self] in run(head: bodiless, channel: channel) }
    }

    // MARK: The loop's side

    package func receive(_ bytes: [UInt8]) {
        change { $0.pieces.append(bytes) }
    }

    package func end(_ end: End) {
        change { $0.end = end }
    }

    /// The browser wants the complete page: laid out as `preparation` says
    /// and posted with its ticket (as are partial pages from now on).
    package func adopt(_ preparation: PageWorkerJob) {
        change {
            $0.adopted = preparation
            if let ticket = preparation.visit { $0.ticket = ticket }
        }
    }

    /// The screen changed: later partial pages are laid out for it.
    package func update(_ layout: ArrivalPlan) {
        condition.lock()
        inbox.layout = layout
        condition.unlock()
    }

    /// The worker stops at its next slice and frees what it made.
    package func cancel() {
        change { $0.cancelled = true }
    }

    private func change(_ body: (inout Inbox) -> Void) {
        condition.lock()
        body(&inbox)
        condition.signal()
        condition.unlock()
    }

    // MARK: The worker's side

    /// The worker schedules its partial pages by the real cost of parsing and
    /// laying out, so it reads the machine's clock (the loop's may be a test's,
    /// and is not the worker's to read).
    private static let clock = SystemMonotonicClock()

    private func run(head: HTTPResponse, channel: PageWorkerChannel) {
        var parser = HTMLStreamParser(declaredCharset: head.contentType?.charset)
        var schedule = PartialSchedule(started: Self.clock.now)
        var parsed = 0
        // The pieces so far, for the source of a part (`\` shows what has arrived): kept as they came.
        var arrived: [[UInt8]] = []
        while let (pieces, end) = nextWork() {
            for piece in pieces {
                arrived.append(piece)
                var offset = 0
                while offset < piece.count {
                    let upper = min(piece.count, offset + Self.slice)
                    piece.withUnsafeBufferPointer { parser.feed(UnsafeBufferPointer(rebasing: $0[offset..<upper])) }
                    parsed += upper - offset
                    offset = upper
                    if isCancelled { return }
                    if schedule.isDue(parsedBytes: parsed, now: Self.clock.now) {
                        showPart(of: parser, arrived: arrived, parsed: parsed, head: head, schedule: &schedule, channel: channel)
                    }
                }
            }
            guard let end else { continue }
            let document = parser.finish()
            return finish(document, end, arrived: arrived, head: head, channel: channel)
        }
    }

    /// The pieces that came since the last call and, with the last of them,
    /// how the answer ended; nil when cancelled.
    private func nextWork() -> ([[UInt8]], End?)? {
        condition.lock()
        defer { condition.unlock() }
        while inbox.pieces.isEmpty && inbox.end == nil && !inbox.cancelled { condition.wait() }
        guard !inbox.cancelled else { return nil }
        defer { inbox.pieces = [] }
        return (inbox.pieces, inbox.end)
    }

    private var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return inbox.cancelled
    }

    private var current: (ticket: VisitTicket, layout: ArrivalPlan) {
        condition.lock()
        defer { condition.unlock() }
        return (inbox.ticket, inbox.layout)
    }

    /// `arrived`: the pieces so far, of which `parsed` have been parsed; the
    /// part's source is all of them (a character cut off at the end is
    /// shown as U+FFFD until the next part).
    private func showPart(of parser: HTMLStreamParser, arrived: [[UInt8]], parsed: Int, head: HTTPResponse,
                          schedule: inout PartialSchedule, channel: PageWorkerChannel) {
        let started = Self.clock.now
        let layout = current.layout
        // Decoded only if the reader asks for the source (`\`): decoding all
        // that arrived was a pass over up to the whole page before its first part showed.
        let source = PageSource(pieces: arrived, declaredCharset: head.contentType?.charset)
        var prepared = PreparedPage(VisitResponse(head), document: parser.snapshot(), source: source)
        // Until a part is shown, one that fills the screen is all that is
        // wanted, and soon: its layout stops a few screens down (what arrived
        // by then is often hundreds of screens, laid out again in the next part anyway).
        let limit = schedule.hasShown ? nil : layout.rows * Self.firstPartScreens
        prepared.layOut(width: layout.width, numbered: layout.numbered, showingSource: layout.source, images: layout.images,
                        lineLimit: limit, isPart: true)
        let lines = prepared.page?.lines ?? []
        let now = Self.clock.now
        guard schedule.laidOut(parsedBytes: parsed, cost: started.duration(to: now), now: now,
                               fillsScreen: lines.count >= layout.rows, hasText: lines.contains { !$0.isBlank }),
              !isCancelled else { return }
        channel.post(PageHandOff(.partial(current.ticket), prepared: prepared))
    }

    private func finish(_ document: Document, _ end: End, arrived: [[UInt8]], head: HTTPResponse, channel: PageWorkerChannel) {
        switch end {
        case .failed(let failure):
            var prepared = PreparedPage(VisitResponse(head), document: document,
                                        source: PageSource(pieces: arrived, declaredCharset: head.contentType?.charset))
            let layout = current.layout
            prepared.layOut(width: layout.width, numbered: layout.numbered, showingSource: layout.source, images: layout.images)
            guard !isCancelled else { return }
            channel.post(PageHandOff(.brokenOff(current.ticket, failure), prepared: prepared))
        case .complete:
            guard let preparation = awaitAdoption() else { return }
            var prepared = PreparedPage(preparation.response, document: document, source: PageSource(preparation.response))
            // A reader looking at the source of the part sees the source of the whole page land.
            prepared.layOut(width: preparation.width, numbered: preparation.numbered, showingSource: current.layout.source,
                            images: preparation.images)
            guard !isCancelled else { return }
            channel.post(PageHandOff(.complete(current.ticket), prepared: prepared))
        }
    }

    /// The loop adopts a complete answer in the turn that reports it, or cancels it.
    private func awaitAdoption() -> PageWorkerJob? {
        condition.lock()
        defer { condition.unlock() }
        while inbox.adopted == nil && !inbox.cancelled { condition.wait() }
        return inbox.cancelled ? nil : inbox.adopted
    }
}
