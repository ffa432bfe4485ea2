import FoundationEssentials
import Net

/// A response already received for a proposal's URL, and the rule that says
/// which stacked page it may stand in for.
package struct HandedResponse {
    package let response: HTTPResponse
    package let url: URL
    package let queryStringPresentation: QueryStringPresentation

    package init?(_ proposal: VisitProposal) {
        guard let response = proposal.options.response else { return nil }
        self.response = response
        url = proposal.url
        queryStringPresentation = proposal.properties.queryStringPresentation
    }

    package func isFor(_ entry: PageEntry) -> Bool {
        entry.url.isSameLocation(as: url, queryStringPresentation: queryStringPresentation)
    }
}
