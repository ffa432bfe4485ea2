import HTML
import Turbo
/// The screens of the main and the modal stack. Tabs (issue 19) would each
/// hold one of these beside their own `Navigator`.
package struct PageSessions {
    private var main = PageSession()
    private var modal = PageSession()

    package subscript(stack: NavigationStackKind) -> PageSession {
        get { stack == .main ? main : modal }
        set {
            if stack == .main { main = newValue } else { modal = newValue }
        }
    }

    package var pages: [PageView] { [main.page, modal.page].compactMap { $0 } }

    package var frameLoadCount: Int { main.frameLoads.count + modal.frameLoads.count }

    package var iframeLoadCount: Int { main.iframeLoads.count + modal.iframeLoads.count }

    /// The visit of `ticket` in flight on either stack, in the phase asked for (any when nil).
    package func visit(_ ticket: VisitTicket, preparing: Bool? = nil) -> PendingVisit? {
        main.visit.visit(ticket, preparing: preparing) ?? modal.visit.visit(ticket, preparing: preparing)
    }

    /// The visit a part of an arriving answer belongs to: the one of `ticket`,
    /// or the preparation that finishes its answer. A worker posts its first
    /// part with the request's ticket, and the whole answer may come in the
    /// same turn of the loop (or before it), which starts the preparation
    /// under a new ticket: that part still shows (the first screen of a big
    /// page on a fast link would otherwise wait for the whole page).
    package func visit(arriving ticket: VisitTicket) -> PendingVisit? {
        visit(ticket) ?? [main.visit.pending, modal.visit.pending].lazy.compactMap { $0 }.first { $0.arrivalTicket == ticket }
    }

    /// Takes the frame request `ticket` off the screen that made it.
    package mutating func takeFrameLoad(_ ticket: FrameTicket) -> (NavigationStackKind, PendingFrameLoad)? {
        for stack in NavigationStackKind.allCases {
            if let load = self[stack].frameLoads.removeValue(forKey: ticket) { return (stack, load) }
        }
        return nil
    }

    /// Takes the iframe request `ticket` off the screen that made it: its stack and iframe.
    package mutating func takeIframeLoad(_ ticket: IframeTicket) -> (NavigationStackKind, Element)? {
        for stack in NavigationStackKind.allCases {
            if let iframe = self[stack].iframeLoads.removeValue(forKey: ticket) { return (stack, iframe) }
        }
        return nil
    }
}
