import FoundationEssentials
import Turbo

/// A GET sent before the user asks for its page (turbo-wire R6), with
/// `X-Sec-Purpose: prefetch`: for a link that kept the focus
/// (`LinkPrefetcher`), or for a `data-turbo-preload` link of a page just
/// shown (`LinkPreloader`). Answered by `.prefetchFinished`; nothing on the
/// screen waits for it, and its failure says nothing.
package struct PrefetchFetch: Equatable {
    package enum Purpose: Equatable {
        /// The focused link's answer, for `PrefetchCache`.
        case prefetch
        /// A page for the snapshot cache of this stack of this tab.
        case preload(LiveOwner)
    }

    package let ticket: PrefetchTicket
    package let url: URL
    /// The page the link is on, for the Referer header.
    package let referrer: URL
    package let purpose: Purpose
    /// The frame a link that drives one fills: its `Turbo-Frame` header.
    package var frameID: String? = nil

    /// What the Turbo layer makes of it: the GET following the link makes
    /// (a page visit's, or a frame load's with `Turbo-Frame`), marked as a prefetch.
    package var fetch: TurboFetch {
        var fetch = TurboFetch(url: url, frameID: frameID, referrer: referrer)
        fetch.isPrefetch = true
        return fetch
    }
}
