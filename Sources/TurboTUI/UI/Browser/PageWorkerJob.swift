import Foundation

/// A job for a page worker (`.preparePage`): a big answer to parse and lay
/// out away from the loop, reported back as `.pagePrepared` with the
/// ticket. Only values, so it may cross threads. (Named for who does it:
/// what it makes is a `PreparedPage`, which crosses back in a `PageHandOff`.)
struct PageWorkerJob: Equatable, Sendable {
    let ticket: Int
    let stack: NavigationStackKind
    let response: VisitResponse
    let width: Int
    let numbered: Bool
    /// A page parsed already, sent back to be laid out for a screen that
    /// changed while it was prepared; the loop hands it over as a worker
    /// hands over its pages (`PageHandOff`).
    var parsed: PageHandOff?
    /// The visit whose answer this is, when it came from `.startVisit`: a
    /// page parsed while it arrived (`ArrivingPage`) is finished instead of
    /// parsing the bytes again.
    var visitTicket: Int?

    /// Runs the work; `isCancelled` is asked between the phases, and a
    /// cancelled preparation gives nil (its document is freed by the caller's
    /// thread, not the loop's).
    func run(isCancelled: () -> Bool = { false }) -> PreparedPage? {
        if var prepared = parsed?.prepared {
            prepared.layOut(width: width, numbered: numbered)
            return isCancelled() ? nil : prepared
        }
        let source = response.text
        guard !isCancelled() else { return nil }
        let document = response.document
        guard !isCancelled() else { return nil }
        var prepared = PreparedPage(response, document: document, source: source)
        prepared.layOut(width: width, numbered: numbered)
        return isCancelled() ? nil : prepared
    }

    /// Every field: the answer as received (status, URL, headers, body), and
    /// the parsed page handed back by identity (it is the same box or not).
    static func == (lhs: PageWorkerJob, rhs: PageWorkerJob) -> Bool {
        let left = lhs.response.http, right = rhs.response.http
        return lhs.ticket == rhs.ticket && lhs.stack == rhs.stack && lhs.width == rhs.width && lhs.numbered == rhs.numbered
            && lhs.visitTicket == rhs.visitTicket && lhs.parsed === rhs.parsed
            && left.status == right.status && left.url == right.url && left.redirectCount == right.redirectCount
            && left.protocolVersion == right.protocolVersion && left.body == right.body
            && left.headers.elementsEqual(right.headers) { $0 == $1 }
    }
}
