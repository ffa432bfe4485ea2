/// Only http and https are loaded, and local files from a local file.
/// Schemes that run or embed content (`javascript:`, `data:`, ...) are
/// refused outright, and so is a `file:` URL from a web page (a site must not
/// read the disk); others (`mailto:`, `tel:`) may be handed to another
/// program. A URL left relative (the proposer must resolve it against the
/// page) is malformed.
package struct SchemeRule: LocationRule {
    package static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data", "file", "about", "blob", "view-source"]

    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        let scheme = proposal.url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" {
            return (proposal.url.host ?? "").isEmpty ? .refuse(.malformedURL) : nil
        }
        if scheme.isEmpty { return .refuse(.malformedURL) }
        // The first page given as a file (`turbo-tui ./page.html`), and its links to other files.
        if scheme == "file", shownPage.map({ $0.url.isFileURL }) ?? true { return nil }
        if Self.refusedSchemes.contains(scheme) { return .refuse(.unsafeScheme(scheme)) }
        return .external(.otherScheme)
    }
}
