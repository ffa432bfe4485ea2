import Turbo
/// What the loop's page workers follow after every turn (`PageWorkers.follow`):
/// the visit whose answer may go on being parsed as it arrives, and what
/// each stack's partial pages are laid out for now. A value the reducer
/// gives (`BrowserState.arrivals`), so the runtime reads no state of its own accord.
package struct ArrivalFollowing {
    package let visit: VisitTicket?
    private let main: ArrivalPlan
    private let modal: ArrivalPlan

    package init(visit: VisitTicket?, main: ArrivalPlan, modal: ArrivalPlan) {
        self.visit = visit
        self.main = main
        self.modal = modal
    }

    package subscript(stack: NavigationStackKind) -> ArrivalPlan { stack == .main ? main : modal }
}
