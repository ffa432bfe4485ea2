import Synchronization

/// Set by the loop when the visit a worker prepares is cancelled; the worker
/// reads it between its phases and stops, freeing what it made itself.
package final class PreparationCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    package var isCancelled: Bool { flag.load(ordering: .relaxed) }

    package func cancel() { flag.store(true, ordering: .relaxed) }
}
