import FoundationEssentials
import Base
import Net
import Turbo

/// Prepares big answers (parse and first layout) on worker threads, one
/// thread per preparation, so the loop keeps serving keys, signals and the
/// progress bar meanwhile. At most one per stack is wanted: a new one, or
/// cancelling, tells the stack's running worker to stop at its next phase.
/// A visit's answer is also parsed while it arrives (`ArrivingPage`), once
/// enough of it has come or it is slow to come; the preparation of that
/// answer then finishes that parse instead of starting another.
/// Finished and partial pages come back through `channel`, which the loop polls.
package final class PageWorkers {
    package let channel = PageWorkerChannel()
    /// What runs for each stack's page session: its preparation, its
    /// answer parsed as it arrives, its relayout, its first bytes held.
    private var work = PerStack { _ in StackWork() }
    /// The main thread's usual stack: the parser and the layout then run with
    /// the room they have when the loop runs them.
    private static let stackSize = 8 << 20
    /// An answer is parsed while it arrives from this many bytes, or once it
    /// has taken `arrivalWait` since its first bytes: a small page that comes
    /// at once is shown as before, without a worker.
    package static let arrivalBytes = 64 * 1024
    package static let arrivalWait = Duration.milliseconds(150)

    /// The runtime of one stack's page session.
    private struct StackWork {
        var running: (ticket: VisitTicket, cancellation: PreparationCancellation)?
        /// The answer of the stack's visit being parsed as it arrives, with the
        /// ticket its pages carry (the visit's, then its preparation's).
        var arriving: (page: ArrivingPage, ticket: VisitTicket)?
        /// The layout of the stack's shown page after a resize (`relayout`).
        var relayout: (ticket: LayoutTicket, cancellation: PreparationCancellation)?
        /// A visit's first bytes, until there are enough to be worth a worker.
        var held: HeldArrival?

        var isWorking: Bool { running != nil || arriving != nil || relayout != nil }

        /// Stops the preparation and the arrival (a relayout goes on: the shown page is still shown).
        mutating func cancel() {
            running?.cancellation.cancel()
            running = nil
            arriving?.page.cancel()
            arriving = nil
            held = nil
        }
    }

    private struct HeldArrival {
        let ticket: VisitTicket
        let head: HTTPResponse
        let since: MonotonicInstant
        var pieces: [[UInt8]] = []
        var count = 0
        /// The browser does not show this answer while it arrives.
        var refused = false
    }

    /// A worker waiting for more bytes would wait for ever: it is told to stop.
    deinit {
        cancelAll()
    }

    /// Starts the work; false when the channel could not be made (then the
    /// caller does it on its own thread).
    package func start(_ preparation: PageWorkerJob) -> Bool {
        guard channel.isOpen, let ticket = preparation.visit else { return false }
        if preparation.parsed == nil, let arrival = work[preparation.stack].arriving, arrival.page.visitTicket == preparation.visitTicket {
            arrival.page.adopt(preparation)
            work[preparation.stack].arriving?.ticket = ticket
            return true
        }
        cancel(preparation.stack)
        let cancellation = PreparationCancellation()
        work[preparation.stack].running = (ticket, cancellation)
        let channel = channel
        DetachedThread.start(name: "turbo-tui page worker", stackSize: Self.stackSize) {
            guard let prepared = preparation.run(isCancelled: { cancellation.isCancelled }) else { return }
            channel.post(PageHandOff(.complete(ticket), prepared: prepared))
        }
        return true
    }

    /// Lays a shown page out again from its source (a parse of the worker's
    /// own); a newer one for the stack stops the older at its next phase.
    /// False when there is no channel (the page is then laid out on the loop).
    package func relayout(_ preparation: PageWorkerJob) -> Bool {
        guard channel.isOpen, let ticket = preparation.layout else { return false }
        work[preparation.stack].relayout?.cancellation.cancel()
        let cancellation = PreparationCancellation()
        work[preparation.stack].relayout = (ticket, cancellation)
        let channel = channel
        DetachedThread.start(name: "turbo-tui relayout worker", stackSize: Self.stackSize) {
            guard let prepared = preparation.run(isCancelled: { cancellation.isCancelled }) else { return }
            channel.post(PageHandOff(.relaidOut(ticket), prepared: prepared))
        }
        return true
    }

    /// Body bytes of the visit `ticket` in `stack` as they arrive. `plan`
    /// asks the browser, once, whether and how to show the answer meanwhile.
    package func receive(_ bytes: [UInt8], head: HTTPResponse, ticket: VisitTicket, stack: NavigationStackKind, now: MonotonicInstant,
                 plan: (HTTPResponse) -> ArrivalPlan?) {
        guard channel.isOpen else { return }
        if let arrival = work[stack].arriving, arrival.page.visitTicket == ticket { return arrival.page.receive(bytes) }
        var waiting = work[stack].held.flatMap { $0.ticket == ticket ? $0 : nil } ?? HeldArrival(ticket: ticket, head: head, since: now)
        guard !waiting.refused else { return }
        waiting.pieces.append(bytes)
        waiting.count += bytes.count
        work[stack].held = waiting
        guard waiting.count >= Self.arrivalBytes || waiting.since.duration(to: now) >= Self.arrivalWait else { return }
        startArrival(in: stack, plan: plan)
    }

    /// The visit's answer is all in; its preparation adopts the parse.
    package func arrivalEnded(ticket: VisitTicket, stack: NavigationStackKind) {
        if let arrival = work[stack].arriving, arrival.page.visitTicket == ticket { arrival.page.end(.complete) }
    }

    /// The visit's answer broke off. True when what arrived is being parsed
    /// to be shown (it comes back as `.pageArrivedPartly`), false when the
    /// failure is for the browser to show as it is.
    package func arrivalFailed(ticket: VisitTicket, stack: NavigationStackKind, _ failure: VisitFailure,
                       plan: (HTTPResponse) -> ArrivalPlan?) -> Bool {
        if work[stack].arriving?.page.visitTicket != ticket, work[stack].held?.ticket == ticket { startArrival(in: stack, plan: plan) }
        guard let arrival = work[stack].arriving, arrival.page.visitTicket == ticket else { return false }
        arrival.page.end(.failed(failure))
        return true
    }

    /// Keeps only the arrival of the visit still loading (`loading`: its
    /// ticket, or its preparation's) and lays its later partial pages out for `plan`.
    package func follow(loading: VisitTicket?, plan: (NavigationStackKind) -> ArrivalPlan) {
        for stack in NavigationStackKind.allCases {
            if let arrival = work[stack].arriving {
                if arrival.ticket == loading {
                    arrival.page.update(plan(stack))
                } else {
                    arrival.page.cancel()
                    work[stack].arriving = nil
                }
            }
            if work[stack].held?.ticket != loading { work[stack].held = nil }
        }
    }

    /// A worker is parsing or laying out a page: its answer comes in real
    /// time, whatever clock the loop runs on.
    package var isWorking: Bool { work.all.contains { $0.isWorking } }

    package func cancel(_ stack: NavigationStackKind) {
        work[stack].cancel()
    }

    package func cancelAll() {
        for stack in NavigationStackKind.allCases {
            work[stack].cancel()
            work[stack].relayout?.cancellation.cancel()
            work[stack].relayout = nil
        }
    }

    /// The pages finished or shown in part since the last call, as events for the browser.
    package func takeFinished() -> [BrowserEvent] {
        channel.takeAll().map { box in
            switch box.stage {
            case .partial(let ticket):
                return .pageArriving(ticket: ticket, box.prepared)
            case .relaidOut(let ticket):
                for stack in NavigationStackKind.allCases where work[stack].relayout?.ticket == ticket { work[stack].relayout = nil }
                return .pageRelaidOut(ticket: ticket, box.prepared)
            case .brokenOff(let ticket, let failure):
                for stack in NavigationStackKind.allCases where work[stack].arriving?.ticket == ticket { work[stack].arriving = nil }
                return .pageArrivedPartly(ticket: ticket, box.prepared, failure)
            case .complete(let ticket):
                for stack in NavigationStackKind.allCases {
                    if work[stack].running?.ticket == ticket { work[stack].running = nil }
                    if work[stack].arriving?.ticket == ticket { work[stack].arriving = nil }
                }
                return .pagePrepared(ticket: ticket, box.prepared)
            }
        }
    }

    private func startArrival(in stack: NavigationStackKind, plan: (HTTPResponse) -> ArrivalPlan?) {
        guard var waiting = work[stack].held, !waiting.refused else { return }
        guard let layout = plan(waiting.head) else {
            waiting.refused = true
            waiting.pieces = []
            work[stack].held = waiting
            return
        }
        work[stack].held = nil
        let page = ArrivingPage(visitTicket: waiting.ticket, stack: stack, head: waiting.head, layout: layout, channel: channel)
        waiting.pieces.forEach(page.receive)
        work[stack].arriving = (page, waiting.ticket)
    }
}
