import FoundationEssentials
import HTML
import Net
import Turbo

/// Iframes, routed: a link or a form whose target names one of the page's
/// iframes loads its answer for that iframe (the session of the page keeps
/// the load, `PageSession+Iframes`), and the page stays where it is; the
/// answers name the iframes' lines.
extension Browser {
    /// A form targeting `iframe`: a GET's URL becomes its document; another
    /// method's request goes as the browser sends it (Turbo leaves the form to
    /// the browser) and its answer is the iframe's document. Only to the
    /// page's own origin: another site's answer would load in the app's session.
    mutating func submit(_ submission: FormSubmission, into iframe: Element) -> [BrowserEffect] {
        let stack = state.activeStack
        guard submission.method != .get else {
            return state.session(stack) { $0.show(submission.url, in: iframe, tickets: &$1, rows: $2) }
        }
        guard let page = state.activePage, IframeDocument.isFetched(submission.url, from: page.url) else {
            let site = WebOrigin(submission.url)?.description ?? submission.url.absoluteString
            state.chrome.message = .error("Not sent: the form's answer would go into an iframe from another site, \(site)")
            return []
        }
        return [state.session(stack) { session, tickets, _ in session.send(submission.browserRequest, into: iframe, tickets: &tickets) }]
    }

    /// The answer for an iframe of a shown page (nil when that page is gone).
    mutating func finishIframeLoad(ticket: IframeTicket, _ result: Result<HTTPResponse, NetError>) {
        guard let (stack, iframe) = state.stacks.takeIframeLoad(ticket) else { return }
        state.session(stack) { session, _, rows in session.finishIframeLoad(of: iframe, result, rows: rows) }
    }
}
