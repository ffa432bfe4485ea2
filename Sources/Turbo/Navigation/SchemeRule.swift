/// Only http and https are loaded. Schemes that run or embed content
/// (`javascript:`, `data:`, ...) or read local files are refused outright;
/// others (`mailto:`, `tel:`) may be handed to another program. A URL left
/// relative (the proposer must resolve it against the page) is malformed.
package struct SchemeRule: LocationRule {
    package static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data", "file", "about", "blob", "view-source"]

    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        let scheme = proposal.url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" {
            return (proposal.url.host ?? "").isEmpty ? .refuse(.malformedURL) : nil
        }
        if scheme.isEmpty { return .refuse(.malformedURL) }
        if Self.refusedSchemes.contains(scheme) { return .refuse(.unsafeScheme(scheme)) }
        return .external(.otherScheme)
    }
}
