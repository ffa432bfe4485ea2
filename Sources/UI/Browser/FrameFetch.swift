import FoundationEssentials
import Turbo

/// The effect of loading a frame: the runtime sends `fetch` (with its
/// `Turbo-Frame` header) beside any other transfer, and reports the answer
/// as `.frameFinished` with the ticket.
package struct FrameFetch: Equatable {
    package let ticket: FrameTicket
    package let fetch: TurboFetch

    package init(ticket: FrameTicket, fetch: TurboFetch) {
        self.ticket = ticket
        self.fetch = fetch
    }
}
