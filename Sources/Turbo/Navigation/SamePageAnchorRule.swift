/// A link to `#anchor` on the page already shown scrolls it and makes no
/// request (Turbo's same-page visit). Form results and restore visits always
/// load.
package struct SamePageAnchorRule: LocationRule {
    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        guard let shownPage, let anchor = proposal.url.fragment,
              !proposal.isFormResult, proposal.options.action != .restore,
              SnapshotKey(proposal.url) == shownPage.snapshotKey else { return nil }
        return .scroll(anchor: anchor)
    }
}
