/// Numbers the requests in flight from one counter, so an answer names the
/// request it answers and one for a request since replaced is recognised
/// and dropped. Each kind of request has its own kind of ticket
/// (`Ticket<Kind>`): a frame's answer cannot be taken for a visit's.
package struct Tickets {
    private var last = 0

    package mutating func next<Kind>() -> Ticket<Kind> {
        last += 1
        return Ticket(number: last)
    }
}

/// A request's number, typed by what it asks for (the phantom `Kind`).
package struct Ticket<Kind>: Hashable, Sendable, CustomStringConvertible {
    package let number: Int

    package init(number: Int) {
        self.number = number
    }

    package var description: String { "#\(number)" }
}

/// The kinds of request, each answered by its own events.
package enum TicketKind {
    /// A page visit, and its page parsed or arriving on a worker
    /// (`.visitFinished`, `.pagePrepared`, `.pageArriving`, `.pageArrivedPartly`).
    package enum Visit {}
    /// A shown page laid out again on a worker (`.pageRelaidOut`).
    package enum Layout {}
    /// A form sent (`.formFinished`).
    package enum Form {}
    /// A frame's load (`.frameFinished`).
    package enum Frame {}
    /// A link's prefetch or preload (`.prefetchFinished`).
    package enum Prefetch {}
    /// An iframe's document, fetched for its title (`.iframeFinished`).
    package enum Iframe {}
}

package typealias VisitTicket = Ticket<TicketKind.Visit>
package typealias LayoutTicket = Ticket<TicketKind.Layout>
package typealias FormTicket = Ticket<TicketKind.Form>
package typealias FrameTicket = Ticket<TicketKind.Frame>
package typealias PrefetchTicket = Ticket<TicketKind.Prefetch>
package typealias IframeTicket = Ticket<TicketKind.Iframe>
