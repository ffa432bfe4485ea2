import FoundationEssentials
import HTML
import Net
import Turbo

/// Turbo Frames' answers and navigations (turbo-wire Fr1-Fr5), routed: the
/// page session keeps the loads and starts them (`PageSession+Frames`);
/// here a link or form inside a frame fills that frame, and each answer
/// changes the page's document in place through the one funnel, with a
/// promotion, a full visit or a file offer sent to its owner.
extension Browser {
    /// A followed link that drives a frame (Fr2). The link's prefetch for the frame (`LinkPrefetcher`), in or on
    /// its way, is the load's answer: no second request, as Turbo's frame
    /// takes the cached request on `turbo:before-fetch-request`.
    package mutating func navigateFrame(_ navigation: FrameNavigation, on page: PageView) -> [BrowserEffect] {
        let url = navigation.url
        state.chrome.message = nil
        // The load (and the copy of the page a promotion keeps) before `begin` points `src` at the new URL.
        let fetch = navigation.fetch(from: page.url)
        let load = state.stacks[state.activeStack].registerFrameLoad(fetch, frame: navigation.frame,
                                                                                  ticket: state.tickets.next(),
                                                                                  promotion: navigation.promotion)
        navigation.begin()
        // A stream link is never prefetched: its request asks for more than a prefetch's did.
        let prefetched = fetch.asksForStream ? nil
            : state.prefetcher.take(url, frameID: fetch.frameID, by: .frameLoad(load.ticket), now: state.now)
        switch prefetched {
        case .answered(let response)?: return finishFrameLoad(ticket: load.ticket, .success(response))
        case .fetching?: return []
        case nil: return [.loadFrame(load)]
        }
    }

    package mutating func finishFrameLoad(ticket: FrameTicket, _ result: Result<HTTPResponse, NetError>) -> [BrowserEffect] {
        guard let (stack, load) = state.stacks.takeFrameLoad(ticket),
              let document = state.stacks[stack].page?.document else { return [] }
        switch result {
        case .failure(let error):
            if error != .cancelled {
                state.chrome.message = .error("Frame \"\(load.frame.id ?? "")\" could not load: \(error)")
            }
            return []
        case .success(let response):
            // A 401 asking for Basic or Digest: the name and password, then the frame loads again.
            let retry = TurboFetch(url: response.url, frameID: load.frame.id, referrer: state.stacks[stack].page?.url)
            if let effects = askForCredentials(response, answering: .frame(retry, load, stack)) { return effects }
            return apply(response, to: load.frame, in: document, stack: stack, promotion: load.promotion,
                         pageBefore: load.pageBefore, morph: load.morph, continuing: load)
        }
    }

    /// An answer for a frame of the page on top of `stack`: a load, a link's or a form's.
    package mutating func apply(_ response: HTTPResponse, to frame: TurboFrame, in document: Document, stack: NavigationStackKind,
                        promotion: VisitAction? = nil, pageBefore: PageView? = nil, morph: Bool = false,
                        continuing load: PendingFrameLoad? = nil) -> [BrowserEffect] {
        guard let page = state.stacks[stack].page else { return [] }
        // Only a frame filled by a successful answer moves the page (a 422 form stays where it was).
        let promotion = response.isSuccess ? promotion : nil
        switch FrameSwap.apply(response, to: frame, in: document, page: page.url, promotion: promotion, morph: morph,
                               index: page.idIndex, recursions: load?.recursions ?? 0) {
        case .rendered(let render):
            var effects: [BrowserEffect] = []
            if let promotion = render.promotion {
                state.stacks[stack].keepPageBefore(promotion, pageBefore)
                effects += navigate { $0.promote(to: promotion.url, action: promotion.action, in: stack) }
            }
            // Laid out once, at the page's new URL when it was promoted (relative links follow it).
            let (loads, endedFieldInUse) = state.session(stack) { $0.showFrame(render, in: frame, tickets: &$1, rows: $2) }
            if endedFieldInUse { state.chrome.message = .info("The field in use was removed by the page") }
            if let error = render.streams.errors.first { state.chrome.message = .error(error.line) }
            return effects + loads
        case .recurse(let nested):
            // The nested frame loads as itself; its answer comes back to this frame (Turbo's `extractForeignFrameElement`).
            let fetch = TurboFetch(url: nested.url, frameID: nested.frameID, referrer: page.url)
            let earlier = load ?? PendingFrameLoad(frame: frame, promotion: promotion, pageBefore: pageBefore, morph: morph)
            return [.loadFrame(state.stacks[stack].registerFrameLoad(fetch, frame: frame, ticket: state.tickets.next(),
                                                                             promotion: promotion, morph: morph, continuing: earlier))]
        case .missing(let changes, let message):
            state.documentChanged(DocumentChange(extent: .changes(changes)), in: stack)
            state.chrome.message = .error(message)
            return []
        case .streams(let outcome):
            state.documentChanged(DocumentChange(extent: .changes(outcome.changes), streamErrors: outcome.errors), in: stack)
            return []
        case .fullVisit(let answer):
            return navigate { $0.route($0.proposal(for: answer.url, response: answer)) }
        case .notHTML(let mediaType):
            return offerFile(response.url, because: "Not a page (\(mediaType))", held: HeldAnswer(response))
        }
    }

    /// A form's answer for the frame named `id` on the page it was sent from.
    /// `data-turbo-action` on the submitter or form (`requestedAction`),
    /// else on the frame, promotes it (Turbo's `formSubmissionSucceededWithResponse`).
    package mutating func applyFormAnswer(_ response: HTTPResponse, toFrame id: String, requestedAction: VisitAction?,
                                  in stack: NavigationStackKind) -> [BrowserEffect] {
        guard let document = state.stacks[stack].page?.document,
              let frame = document.element(withID: id).flatMap(TurboFrame.init) else {
            state.chrome.message = .error("The answer is for frame \"\(id)\", which is not on the page")
            return []
        }
        let promotion = response.isSuccess
            ? requestedAction ?? frame.element.attribute("data-turbo-action").flatMap(VisitAction.init(rawValue:)) : nil
        let before = promotion.flatMap { state.stacks[stack].pageBeforePromotion($0) }
        return apply(response, to: frame, in: document, stack: stack, promotion: promotion, pageBefore: before)
    }
}
