import FoundationEssentials
import HTML
import Net
import Turbo

/// Turbo Frames on the shown pages (turbo-wire Fr1-Fr5): eager frames load
/// as soon as their page is shown, side by side; lazy ones when their row
/// scrolls into view; links and forms inside a frame fill that frame. Each
/// answer changes the page's document in place, and the page is laid out
/// again at the same reading position with the same focus.
package enum FrameLoads {
    /// After a page is shown: its eager frames load now; its lazy ones wait.
    package static func loadFrames(of stack: NavigationStackKind, in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.stacks[stack].page, let document = page.document else { return [] }
        // A worker walked a big page's document for its frames already (`DocumentFacts`).
        return loadFrames(page.facts?.frames ?? FrameLoadPlan(below: document, page: page.url), in: stack, on: &browser)
    }

    private static func loadFrames(_ plan: FrameLoadPlan, in stack: NavigationStackKind, on browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.stacks[stack].page else { return [] }
        browser.state.stacks[stack].lazyFrames += plan.lazy
        return plan.eager.map { startFrameLoad($0.fetch(from: page.url), frame: $0.frame, in: stack, on: &browser) }
            + loadVisibleLazyFrames(in: &browser)
    }

    package static func startFrameLoad(_ fetch: TurboFetch, frame: TurboFrame, in stack: NavigationStackKind,
                                 promotion: VisitAction? = nil, morph: Bool = false,
                                 continuing earlier: PendingFrameLoad? = nil, on browser: inout Browser) -> BrowserEffect {
        .loadFrame(registerFrameLoad(fetch, frame: frame, in: stack, promotion: promotion, morph: morph, continuing: earlier, on: &browser))
    }

    /// The load becomes one of the stack's frame loads in flight; the
    /// returned fetch is its request, for the caller to send (or not).
    private static func registerFrameLoad(_ fetch: TurboFetch, frame: TurboFrame, in stack: NavigationStackKind,
                                          promotion: VisitAction? = nil, morph: Bool = false,
                                          continuing earlier: PendingFrameLoad? = nil, on browser: inout Browser) -> FrameFetch {
        let ticket = browser.state.tickets.next()
        // Turbo keeps a copy of the page as the navigation starts: history shows it on back.
        let before = earlier?.pageBefore ?? promotion.flatMap { PagePromotion.pageBeforePromotion($0, in: stack, on: browser) }
        browser.state.stacks[stack].frameLoads[ticket] = PendingFrameLoad(frame: frame, promotion: promotion, pageBefore: before,
                                                                  morph: morph, recursions: (earlier?.recursions ?? -1) + 1)
        return FrameFetch(ticket: ticket, fetch: fetch)
    }

    /// Lazy frames of the shown pages whose row is on screen (or above it).
    package static func loadVisibleLazyFrames(in browser: inout Browser) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for stack in NavigationStackKind.allCases where !browser.state.stacks[stack].lazyFrames.isEmpty {
            guard let page = browser.state.stacks[stack].page else { continue }
            let loads = browser.state.stacks[stack].lazyFrames
            let bottom = page.scrollTop + browser.state.area(for: stack).rows
            var waiting: [FrameLoad] = []
            for load in loads {
                let row = load.frame.id.flatMap { AnchorFinder.row(of: $0, in: page) }
                if let row, row >= bottom {
                    waiting.append(load)
                } else {
                    // As Turbo's `elementAppearedInViewport`: the frame's own `data-turbo-action` promotes it.
                    let action = load.frame.element.attribute("data-turbo-action").flatMap(VisitAction.init(rawValue:))
                    effects.append(startFrameLoad(load.fetch(from: page.url), frame: load.frame, in: stack, promotion: action, on: &browser))
                }
            }
            browser.state.stacks[stack].lazyFrames = waiting
        }
        return effects
    }

    /// A followed link that drives a frame (Fr2): nil when it is a page
    /// visit. The link's prefetch for the frame (`LinkPrefetcher`), in or on
    /// its way, is the load's answer: no second request, as Turbo's frame
    /// takes the cached request on `turbo:before-fetch-request`.
    package static func navigateFrame(from link: Element, to url: URL, on page: PageView, in browser: inout Browser) -> [BrowserEffect]? {
        guard let document = page.document, let navigation = FrameNavigation(link, url: url, in: document) else { return nil }
        browser.state.message = nil
        // The load (and the copy of the page a promotion keeps) before `begin` points `src` at the new URL.
        let fetch = navigation.fetch(from: page.url)
        let load = registerFrameLoad(fetch, frame: navigation.frame, in: browser.state.activeStack, promotion: navigation.promotion,
                                     on: &browser)
        navigation.begin()
        // A stream link is never prefetched: its request asks for more than a prefetch's did.
        let prefetched = fetch.asksForStream ? nil
            : browser.state.prefetcher.take(url, frameID: fetch.frameID, by: .frameLoad(load.ticket), now: browser.state.now)
        switch prefetched {
        case .answered(let response)?: return finishFrameLoad(ticket: load.ticket, .success(response), in: &browser)
        case .fetching?: return []
        case nil: return [.loadFrame(load)]
        }
    }

    package static func finishFrameLoad(ticket: Int, _ result: Result<HTTPResponse, NetError>, in browser: inout Browser) -> [BrowserEffect] {
        guard let (stack, load) = browser.state.stacks.takeFrameLoad(ticket),
              let document = browser.state.stacks[stack].page?.document else { return [] }
        switch result {
        case .failure(let error):
            if error != .cancelled {
                browser.state.message = .error("Frame \"\(load.frame.id ?? "")\" could not load: \(error)")
            }
            return []
        case .success(let response):
            // A 401 asking for Basic or Digest: the name and password, then the frame loads again.
            let retry = TurboFetch(url: response.url, frameID: load.frame.id, referrer: browser.state.stacks[stack].page?.url)
            if let effects = PromptKeys.askForCredentials(response, answering: .frame(retry, load, stack), in: &browser) { return effects }
            return apply(response, to: load.frame, in: document, stack: stack, promotion: load.promotion,
                         pageBefore: load.pageBefore, morph: load.morph, continuing: load, on: &browser)
        }
    }

    /// An answer for a frame of the page on top of `stack`: a load, a link's or a form's.
    package static func apply(_ response: HTTPResponse, to frame: TurboFrame, in document: Document, stack: NavigationStackKind,
                        promotion: VisitAction? = nil, pageBefore: PageView? = nil, morph: Bool = false,
                        continuing load: PendingFrameLoad? = nil, on browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.stacks[stack].page else { return [] }
        // Only a frame filled by a successful answer moves the page (a 422 form stays where it was).
        let promotion = response.isSuccess ? promotion : nil
        switch FrameSwap.apply(response, to: frame, in: document, page: page.url, promotion: promotion, morph: morph,
                               index: page.idIndex, recursions: load?.recursions ?? 0) {
        case .rendered(let render):
            var effects: [BrowserEffect] = []
            if let promotion = render.promotion { effects += PagePromotion.promote(promotion, leaving: pageBefore, in: stack, on: &browser) }
            // Laid out once, at the page's new URL when it was promoted (relative links follow it).
            browser.documentChanged(DocumentChange(extent: .changes(render.changes), streamErrors: render.streams.errors), in: stack)
            browser.state.stacks[stack].page?.framesToPreload.append(frame.element)
            if let autoscroll = render.autoscroll { scroll(frame.element, into: autoscroll, in: stack, on: &browser) }
            return effects + loadFrames(render.loads, in: stack, on: &browser)
        case .recurse(let nested):
            // The nested frame loads as itself; its answer comes back to this frame (Turbo's `extractForeignFrameElement`).
            let fetch = TurboFetch(url: nested.url, frameID: nested.frameID, referrer: page.url)
            let earlier = load ?? PendingFrameLoad(frame: frame, promotion: promotion, pageBefore: pageBefore, morph: morph)
            return [startFrameLoad(fetch, frame: frame, in: stack, promotion: promotion, morph: morph, continuing: earlier, on: &browser)]
        case .missing(let changes, let message):
            browser.documentChanged(DocumentChange(extent: .changes(changes)), in: stack)
            browser.state.message = .error(message)
            return []
        case .streams(let outcome):
            browser.documentChanged(DocumentChange(extent: .changes(outcome.changes), streamErrors: outcome.errors), in: stack)
            return []
        case .fullVisit(let answer):
            return browser.navigate { $0.route($0.proposal(for: answer.url, response: answer)) }
        case .notHTML(let mediaType):
            return browser.offerFile(response.url, because: "Not a page (\(mediaType))", held: HeldAnswer(response))
        }
    }

    /// A form's answer for the frame named `id` on the page it was sent from.
    /// `data-turbo-action` on the submitter or form (`requestedAction`),
    /// else on the frame, promotes it (Turbo's `formSubmissionSucceededWithResponse`).
    package static func applyFormAnswer(_ response: HTTPResponse, toFrame id: String, requestedAction: VisitAction?,
                                  in stack: NavigationStackKind, on browser: inout Browser) -> [BrowserEffect] {
        guard let document = browser.state.stacks[stack].page?.document,
              let frame = document.element(withID: id).flatMap(TurboFrame.init) else {
            browser.state.message = .error("The answer is for frame \"\(id)\", which is not on the page")
            return []
        }
        let promotion = response.isSuccess
            ? requestedAction ?? frame.element.attribute("data-turbo-action").flatMap(VisitAction.init(rawValue:)) : nil
        let before = promotion.flatMap { PagePromotion.pageBeforePromotion($0, in: stack, on: browser) }
        return apply(response, to: frame, in: document, stack: stack, promotion: promotion, pageBefore: before, on: &browser)
    }

    /// `autoscroll` (R4): the filled frame's rows placed in the view as its
    /// `data-autoscroll-block` says.
    package static func scroll(_ frame: Element, into autoscroll: FrameAutoscroll, in stack: NavigationStackKind, on browser: inout Browser) {
        guard let page = browser.state.stacks[stack].page, var rows = page.rows(of: frame), !rows.isEmpty else { return }
        // The blank rows of margins around the frame's content are not what Turbo scrolls to (its first child).
        while rows.count > 1, page.lines[rows.lowerBound].isBlank { rows = rows.dropFirst() }
        while rows.count > 1, page.lines[rows.upperBound - 1].isBlank { rows = rows.dropLast() }
        let height = browser.state.area(for: stack).rows
        browser.state.stacks[stack].page?.scrollTop = autoscroll.top(showing: rows, height: height, currentTop: page.scrollTop)
        browser.state.stacks[stack].page?.clampScroll(visibleRows: height)
    }
}
