import FoundationEssentials

/// A file the browser will not show as a page (not HTML, a `download`
/// link, `Content-Disposition: attachment`), offered as lynx's D)ownload
/// and w3m's "Save file to:" are: s saves it, v opens it with its mailcap
/// viewer, y copies the URL, o hands it to `$BROWSER` when set, Esc drops it.
package struct FileOffer: Equatable {
    package let url: URL
    /// Why it is not shown: "Not a page (application/pdf)".
    package let reason: String
    /// The visit's answer, body and all, when the file came as one (nil for a `download` link).
    package var held: HeldAnswer?

    package func message(canOpenExternally: Bool) -> String {
        let browser = canOpenExternally ? ", o: $BROWSER" : ""
        return "\(reason): \(url.absoluteString) (s: save, v: view, y: copy URL\(browser), Esc: cancel)"
    }
}

extension FileOffer {
    /// Puts the offer on screen: the browser's offer (for `o` and `y`) is its URL.
    package static func present(_ url: URL, because reason: String, held: HeldAnswer? = nil, in state: inout BrowserState,
                        canOpenExternally: Bool) {
        let offer = FileOffer(url: url, reason: reason, held: held)
        // Over nothing but another offer, as the browser's own offer: a
        // prompt, a question or the help being read stays.
        switch state.chrome.overlay {
        case nil, .offer?: state.chrome.overlay = .offer(ExternalOffer(url: url))
        case .prompt?, .question?, .help?, .history?, .bookmarks?, .downloads?, .image?: break
        }
        state.downloads.offered = offer
        state.chrome.message = .info(offer.message(canOpenExternally: canOpenExternally))
    }
}
