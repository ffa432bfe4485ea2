/// Why a URL is handed to the outside world instead of the session.
package enum ExternalReason: Equatable, Sendable {
    /// Another host than the app's, or the app's host on another port (`HostPattern`).
    case otherHost
    /// A scheme turbo-tui does not load but another program may (mailto:, tel:).
    case otherScheme
    /// A path ending in an extension Turbo never visits (`.pdf`, `.zip`, ...):
    /// download or open it elsewhere.
    case nonHTMLDocument(extension: String)
}
