import Foundation

/// The visit in flight: where its page will go when it arrives.
struct PendingVisit: Equatable {
    enum Operation: Equatable {
        case push
        case replace
        /// The same page again, keeping the reader's place.
        case reload
    }

    let ticket: Int
    let url: URL
    let context: StackContext
    let operation: Operation
    let modalStyle: ModalStyle
    let dismissible: Bool
    let dismissesModal: Bool
    let title: String?
    let startedAt: ContinuousClock.Instant

    /// Turbo shows its progress bar only for visits slower than this.
    static let progressDelay = Duration.milliseconds(500)
}
