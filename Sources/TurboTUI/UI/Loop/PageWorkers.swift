import Foundation

/// Prepares big answers (parse and first layout) on worker threads, one
/// thread per preparation, so the loop keeps serving keys, signals and the
/// progress bar meanwhile. At most one per stack is wanted: a new one, or
/// cancelling, tells the stack's running worker to stop at its next phase.
/// Finished pages come back through `channel`, which the loop polls.
final class PageWorkers {
    let channel = PageWorkerChannel()
    private var running: [NavigationStackKind: (ticket: Int, cancellation: PreparationCancellation)] = [:]
    /// The main thread's usual stack: the parser and the layout then run with
    /// the room they have when the loop runs them.
    private static let stackSize = 8 << 20

    /// Starts the work; false when the channel could not be made (then the
    /// caller does it on its own thread).
    func start(_ preparation: PagePreparation) -> Bool {
        guard channel.isOpen else { return false }
        cancel(preparation.stack)
        let cancellation = PreparationCancellation()
        running[preparation.stack] = (preparation.ticket, cancellation)
        let channel = channel
        let thread = Thread {
            guard let prepared = preparation.run(isCancelled: { cancellation.isCancelled }) else { return }
            channel.post(PreparedPageBox(ticket: preparation.ticket, prepared: prepared))
        }
        thread.name = "turbo-tui page worker"
        thread.stackSize = Self.stackSize
        thread.start()
        return true
    }

    func cancel(_ stack: NavigationStackKind) {
        running.removeValue(forKey: stack)?.cancellation.cancel()
    }

    func cancelAll() {
        running.keys.forEach(cancel)
    }

    /// The pages finished since the last call, as events for the browser.
    func takeFinished() -> [BrowserEvent] {
        channel.takeAll().map { box in
            running = running.filter { $0.value.ticket != box.ticket }
            return .pagePrepared(ticket: box.ticket, box.prepared)
        }
    }
}
