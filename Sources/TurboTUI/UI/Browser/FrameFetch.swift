import Foundation

/// The effect of loading a frame: the runtime sends `fetch` (with its
/// `Turbo-Frame` header) beside any other transfer, and reports the answer
/// as `.frameFinished` with the ticket.
struct FrameFetch: Equatable {
    let ticket: Int
    let fetch: TurboFetch

    static func == (lhs: FrameFetch, rhs: FrameFetch) -> Bool {
        lhs.ticket == rhs.ticket && lhs.fetch.url == rhs.fetch.url && lhs.fetch.frameID == rhs.fetch.frameID
    }
}
