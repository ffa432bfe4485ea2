import UI

/// Tickets written as numbers in tests (`.visitFinished(ticket: 3, ...)`); a
/// ticket's kind still comes from where it is used.
extension Ticket: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(number: value)
    }

    static func + (ticket: Ticket, offset: Int) -> Ticket {
        Ticket(number: ticket.number + offset)
    }
}

extension PageHandOff {
    /// The request the page answers, as a number, whatever its stage.
    var ticketNumber: Int {
        switch stage {
        case .complete(let ticket), .partial(let ticket), .brokenOff(let ticket, _): ticket.number
        case .relaidOut(let ticket): ticket.number
        }
    }
}
