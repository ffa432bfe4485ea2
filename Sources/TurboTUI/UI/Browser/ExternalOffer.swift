import FoundationEssentials

/// A URL the app does not show (another site, not a page), offered for
/// `$BROWSER` or the clipboard until the next key.
struct ExternalOffer: Equatable {
    let url: URL
}
