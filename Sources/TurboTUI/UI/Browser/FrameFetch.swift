import FoundationEssentials

/// The effect of loading a frame: the runtime sends `fetch` (with its
/// `Turbo-Frame` header) beside any other transfer, and reports the answer
/// as `.frameFinished` with the ticket.
struct FrameFetch: Equatable {
    let ticket: Int
    let fetch: TurboFetch
}
