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
