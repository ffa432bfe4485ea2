/// One check in the chain that classifies a proposed URL. Returns nil to let
/// the next rule decide.
package protocol LocationRule: Sendable {
    func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision?
}
