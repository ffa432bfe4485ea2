import FoundationEssentials

/// A response already received for a proposal's URL, and the rule that says
/// which stacked page it may stand in for.
struct HandedResponse {
    let response: HTTPResponse
    let url: URL
    let queryStringPresentation: QueryStringPresentation

    init?(_ proposal: VisitProposal) {
        guard let response = proposal.options.response else { return nil }
        self.response = response
        url = proposal.url
        queryStringPresentation = proposal.properties.queryStringPresentation
    }

    func isFor(_ entry: PageEntry) -> Bool {
        entry.url.isSameLocation(as: url, queryStringPresentation: queryStringPresentation)
    }
}
