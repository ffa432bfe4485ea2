import FoundationEssentials
import HTML
import Net
import Render
import Turbo

/// The page's iframes as its session keeps them: each is a line naming its
/// document and linking to it (`IframeLine`). Once the page is shown, the
/// documents of its own origin are fetched for their titles
/// (`IframeDocument`); a link or a form targeting an iframe gives it another
/// document, whose answer names it, and the page stays. The iframe keeps its
/// document's address as its `src` and the title as
/// `IframeLine.documentTitleAttribute`, changed through `apply`.
extension PageSession {
    /// After a page is shown: the documents of its iframes not named yet (none in flight), of the page's origin.
    package mutating func loadIframes(tickets: inout Tickets) -> [BrowserEffect] {
        guard let shown = page, let document = shown.document else { return [] }
        // A worker walked a big page's document for its iframes already (`DocumentFacts`).
        let iframes = shown.facts?.iframes ?? IframeDocument.iframes(in: document)
        var effects: [BrowserEffect] = []
        for iframe in iframes where !iframe.hasAttribute(IframeLine.documentTitleAttribute)
            && !iframeLoads.values.contains(where: { $0 === iframe }) {
            guard let url = documentURL(of: iframe), IframeDocument.isFetched(url, from: shown.url) else { continue }
            effects.append(load(IframeDocument.request(for: url, from: shown.url), into: iframe, ticket: tickets.next()))
        }
        return effects
    }

    /// A link or a GET form targeting the iframe: its document is `url` now,
    /// named once its answer comes (another origin's stays unnamed).
    package mutating func show(_ url: URL, in iframe: Element, tickets: inout Tickets, rows: Int) -> [BrowserEffect] {
        set([("src", url.absoluteString), (IframeLine.documentTitleAttribute, nil)], on: iframe, rows: rows)
        guard let shown = page, IframeDocument.isFetched(url, from: shown.url) else { return [] }
        return [load(IframeDocument.request(for: url, from: shown.url), into: iframe, ticket: tickets.next())]
    }

    /// A form targeting the iframe (not a GET): `request` goes, and its answer is the iframe's document.
    package mutating func send(_ request: HTTPRequest, into iframe: Element, tickets: inout Tickets) -> BrowserEffect {
        load(request, into: iframe, ticket: tickets.next())
    }

    /// The answer for one of the page's iframes: its line names the answer's
    /// document (a failure or an answer without a title: none, and it is not
    /// asked again) and links to where the answer came from. An answer that
    /// came from another origin (a redirect away) is not shown.
    package mutating func finishIframeLoad(of iframe: Element, _ result: Result<HTTPResponse, NetError>, rows: Int) {
        guard let shown = page else { return }
        switch result {
        case .failure(.cancelled): return
        case .failure: set(IframeLine.documentTitleAttribute, to: "", on: iframe, rows: rows)
        case .success(let answer):
            guard let title = IframeDocument.title(of: answer, page: shown.url) else {
                set(IframeLine.documentTitleAttribute, to: "", on: iframe, rows: rows)
                return
            }
            // The author's `src` stays as written while it names the same document.
            let source = documentURL(of: iframe) == answer.url ? iframe.attribute("src") : answer.url.absoluteString
            set([("src", source), (IframeLine.documentTitleAttribute, title)], on: iframe, rows: rows)
        }
    }

    /// The request becomes one of the page's iframe loads in flight; the effect
    /// sends it. Every one stays in the page's origin: a redirect elsewhere
    /// is refused by the transport, so no other site is asked with the page's cookies.
    private mutating func load(_ request: HTTPRequest, into iframe: Element, ticket: IframeTicket) -> BrowserEffect {
        iframeLoads[ticket] = iframe
        var request = request
        request.staysInOrigin = true
        return .loadIframe(ticket: ticket, request)
    }

    /// The iframe's document as its line links to it (its `src`, resolved against the page's base).
    private func documentURL(of iframe: Element) -> URL? {
        page?.rendered.links.first { $0.element === iframe }?.url
    }
}
