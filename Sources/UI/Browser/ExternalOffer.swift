import FoundationEssentials

/// A URL the app does not show (another site, not a page), offered for
/// `$BROWSER` or the clipboard until the next key.
package struct ExternalOffer: Equatable {
    package let url: URL

    package init(url: URL) {
        self.url = url
    }
}
