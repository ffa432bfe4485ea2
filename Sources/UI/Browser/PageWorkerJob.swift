import FoundationEssentials
import HTML
import Render
import Turbo

/// A job for a page worker (`.preparePage`): a big answer to parse and lay
/// out away from the loop, reported back as `.pagePrepared` with the
/// ticket. Only values, so it may cross threads. (Named for who does it:
/// what it makes is a `PreparedPage`, which crosses back in a `PageHandOff`.)
package struct PageWorkerJob: Equatable, Sendable {
    /// Whose page it makes: a visit's answer, or a shown page's new layout.
    package enum Purpose: Hashable, Sendable {
        case visit(VisitTicket)
        case layout(LayoutTicket)
    }

    package let purpose: Purpose
    package let stack: NavigationStackKind
    package let response: VisitResponse
    package let width: Int
    package let numbered: Bool
    /// A page parsed already, sent back to be laid out for a screen that
    /// changed while it was prepared; the loop hands it over as a worker
    /// hands over its pages (`PageHandOff`).
    package var parsed: PageHandOff?
    /// The visit whose answer this is, when it came from `.startVisit`: a
    /// page parsed while it arrived (`ArrivingPage`) is finished instead of
    /// parsing the bytes again.
    package var visitTicket: VisitTicket?
    /// The shown page's own document, to be laid out again in place
    /// (`LentPage`); the worker only reads it.
    package var lent: LentPage?
    /// The page's source, to be parsed anew (a resize of a big page as
    /// loaded): the worker decodes it if nobody has yet and turns the text
    /// back into bytes, so the loop neither copies nor decodes the whole page.
    package var source: PageSource?
    /// Only `source` is wrapped for the width (`\` on a big page, or a
    /// resize while it shows its source): nothing is parsed.
    package var showsSource = false
    /// How images are laid out (the sizes decoded so far); nil: as alt text.
    package var images: ImageLayout?

    package init(_ purpose: Purpose, stack: NavigationStackKind, response: VisitResponse, width: Int, numbered: Bool, parsed: PageHandOff? = nil, visitTicket: VisitTicket? = nil, lent: LentPage? = nil, source: PageSource? = nil, showsSource: Bool = false) {
        self.purpose = purpose
        self.stack = stack
        self.response = response
        self.width = width
        self.numbered = numbered
        self.parsed = parsed
        self.visitTicket = visitTicket
        self.lent = lent
        self.source = source
        self.showsSource = showsSource
    }

    /// The visit whose page this prepares (nil for a layout).
    package var visit: VisitTicket? {
        if case .visit(let ticket) = purpose { return ticket }
        return nil
    }

    /// The layout this is (nil for a visit's page).
    package var layout: LayoutTicket? {
        if case .layout(let ticket) = purpose { return ticket }
        return nil
    }

    /// Runs the work; `isCancelled` is asked between the phases, and a
    /// cancelled preparation gives nil (its document is freed by the caller's
    /// thread, not the loop's).
    /// A lent page is always laid out and given back, asked or not: the
    /// loop holds answers back until it has its document to itself again.
    package func run(isCancelled: () -> Bool = { false }) -> PreparedPage? {
        if var prepared = lent?.prepared {
            prepared.layOut(width: width, numbered: numbered, images: images)
            return prepared
        }
        if showsSource, let source {
            var prepared = PreparedPage(response, document: Document(), source: source)
            prepared.layOut(width: width, numbered: numbered, showingSource: true)
            return isCancelled() ? nil : prepared
        }
        if var prepared = parsed?.prepared {
            prepared.layOut(width: width, numbered: numbered, images: images)
            return isCancelled() ? nil : prepared
        }
        var response = response
        if let source { response.http.body = Array(source.text.utf8) }
        let text = source ?? PageSource(response)
        guard !isCancelled() else { return nil }
        let document = response.document
        guard !isCancelled() else { return nil }
        var prepared = PreparedPage(response, document: document, source: text)
        prepared.layOut(width: width, numbered: numbered, images: images)
        return isCancelled() ? nil : prepared
    }

    /// Every field: the answer as received (status, URL, headers, body), and
    /// the parsed page handed back by identity (it is the same box or not).
    package static func == (lhs: PageWorkerJob, rhs: PageWorkerJob) -> Bool {
        let left = lhs.response.http, right = rhs.response.http
        return lhs.purpose == rhs.purpose && lhs.stack == rhs.stack && lhs.width == rhs.width && lhs.numbered == rhs.numbered
            && lhs.visitTicket == rhs.visitTicket && lhs.parsed === rhs.parsed && lhs.lent === rhs.lent && lhs.source == rhs.source && lhs.showsSource == rhs.showsSource
            && lhs.images == rhs.images
            && left.status == right.status && left.url == right.url && left.redirectCount == right.redirectCount
            && left.protocolVersion == right.protocolVersion && left.body == right.body
            && left.headers.elementsEqual(right.headers) { $0 == $1 }
    }
}
