/// Why a link is not prefetched (turbo-wire R6, Turbo 8's
/// `link_prefetch_observer.js`) or not preloaded (`preloader.js`): one case
/// per rule, so each can be tested and told apart.
package enum PrefetchExclusion: Equatable, Sendable, CustomStringConvertible {
    /// `<meta name="turbo-prefetch" content="false">` on the page.
    case disabledByPage
    /// No `href`, or one that does not resolve to a URL.
    case noHref
    /// Another scheme, host or port than the page's, or not http(s).
    case otherOrigin
    /// `target` on the link: the answer would go to another window.
    case target
    /// `download`: a file to save, not a page.
    case download
    /// Same path and query as the page, or an `href` of `#...` only.
    case samePage
    /// `data-turbo-prefetch="false"` on the link or the nearest ancestor that says.
    case optedOut
    /// `data-turbo="false"` on the link or the nearest `[data-turbo]` ancestor.
    case turboDisabled
    /// `data-turbo-method` other than GET: a form submission, never sent early.
    case method
    /// `data-turbo-stream`: the answer is a stream to apply, not a page.
    case stream
    /// `data-turbo-confirm`: the user must say yes first.
    case confirm
    /// rails-ujs attributes (`data-remote`, `data-behavior`, `data-confirm`, `data-method`).
    case railsUJS
    /// Outside `<meta name="turbo-root">`, or a file type Turbo never visits.
    case unvisitable
    /// The link drives a `<turbo-frame>`: not preloaded, as Turbo's
    /// `shouldPreloadLink` says (the snapshot cache holds pages). A prefetch
    /// of one is made for its frame (`PrefetchPolicy.frameID`).
    case drivesFrame

    package var description: String {
        switch self {
        case .disabledByPage: return "the page says turbo-prefetch false"
        case .noHref: return "no href"
        case .otherOrigin: return "another origin"
        case .target: return "a target"
        case .download: return "a download"
        case .samePage: return "the same page"
        case .optedOut: return "data-turbo-prefetch false"
        case .turboDisabled: return "data-turbo false"
        case .method: return "a data-turbo-method"
        case .stream: return "data-turbo-stream"
        case .confirm: return "data-turbo-confirm"
        case .railsUJS: return "a rails-ujs link"
        case .unvisitable: return "not a page Turbo visits"
        case .drivesFrame: return "it drives a frame"
        }
    }
}
