import Synchronization

/// Set by the loop when the visit a worker prepares is cancelled; the worker
/// reads it between its phases and stops, freeing what it made itself.
final class PreparationCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    var isCancelled: Bool { flag.load(ordering: .relaxed) }

    func cancel() { flag.store(true, ordering: .relaxed) }
}
