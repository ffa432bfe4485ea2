import FoundationEssentials
import HTML

/// Which links may be fetched before they are followed. Pure: the link, the
/// page it is on and the page's document in, an answer out.
///
/// Prefetch (turbo-wire R6): Turbo 8's InstantClick, `#isPrefetchable` plus
/// the session's `canPrefetchRequestToLocation`. Preload: Turbo's
/// `shouldPreloadLink` for `a[data-turbo-preload]`.
package enum PrefetchPolicy {
    /// nil: the link may be prefetched.
    package static func prefetchExclusion(for link: Element, url: URL?, page: URL, document: Node) -> PrefetchExclusion? {
        prefetchExclusion(for: link, url: url, page: page, settings: PrefetchSettings(page: page, document: document))
    }

    /// As above, with the page's settings read before (`PrefetchSettings`).
    package static func prefetchExclusion(for link: Element, url: URL?, page: URL, settings: PrefetchSettings) -> PrefetchExclusion? {
        if settings.isDisabled { return .disabledByPage }
        guard let href = link.attribute("href"), let url else { return .noHref }
        // `a[href]:not([target^=_]):not([download])`, then `unfetchableLink`: any target at all.
        if link.hasAttribute("target") { return .target }
        if link.hasAttribute("download") { return .download }
        if !sameOrigin(url, page) { return .otherOrigin }
        if href.hasPrefix("#") || (url.path == page.path && url.query == page.query) { return .samePage }
        if link.attribute("data-turbo-prefetch") == "false" { return .optedOut }
        if link.attribute("data-turbo") == "false" { return .turboDisabled }
        if link.closestAncestor(where: { $0.hasAttribute("data-turbo-prefetch") })?.attribute("data-turbo-prefetch") == "false" {
            return .optedOut
        }
        if let method = link.attribute("data-turbo-method"), method.lowercased() != "get" { return .method }
        if ["data-remote", "data-behavior", "data-confirm", "data-method"].contains(where: link.hasAttribute) { return .railsUJS }
        if link.hasAttribute("data-turbo-confirm") { return .confirm }
        if link.hasAttribute("data-turbo-stream") { return .stream }
        // The session's `elementIsNavigatable` and `locationIsVisitable`.
        if !TurboAttribute.drivesTurbo(link) { return .turboDisabled }
        if !isVisitable(url, root: settings.root) { return .unvisitable }
        return nil
    }

    /// The frame a prefetchable link's request is for (its `Turbo-Frame`
    /// header, turbo-wire R6): the one following the link fills, by
    /// `FrameDestination`; nil for a page visit (`_top`, no frame). Turbo's
    /// `prepareRequest` names `data-turbo-frame`, else the enclosing frame's
    /// `target` or id; where that names no frame on the page, the link fills
    /// the enclosing frame, and so is its request's header here, as the
    /// frame's own request would carry it.
    package static func frameID(for link: Element, url: URL, document: Node) -> String? {
        FrameNavigation(link, url: url, in: document)?.frame.id
    }

    /// nil: the `data-turbo-preload` link's page may fill the snapshot cache.
    /// The page's settings are read before (`PrefetchSettings`): a page of
    /// many preload links must not be walked for its `turbo-root` once per link.
    package static func preloadExclusion(for link: Element, url: URL?, page: URL, document: Node,
                                         settings: PrefetchSettings) -> PrefetchExclusion? {
        guard link.hasAttribute("href"), let url else { return .noHref }
        if link.hasAttribute("data-turbo-method") { return .method }
        if link.hasAttribute("data-turbo-stream") { return .stream }
        if FrameNavigation(link, url: url, in: document) != nil { return .drivesFrame }
        if !TurboAttribute.drivesTurbo(link) { return .turboDisabled }
        if !sameOrigin(url, page) { return .otherOrigin }
        if !isVisitable(url, root: settings.root) { return .unvisitable }
        return nil
    }

    /// The cache time a `<meta name="turbo-prefetch-cache-time">` tag's
    /// content gives, in milliseconds (nil: no tag), else Turbo's 10 s
    /// (`Number(...) || cacheTtl`: 0 or not a number is the default).
    package static func cacheTime(metaContent: String?) -> Duration {
        guard let text = metaContent?.trimmingSpaces(),
              let milliseconds = Double(text), milliseconds.isFinite, milliseconds > 0 else { return defaultCacheTime }
        return .milliseconds(Int64(min(milliseconds, 86_400_000)))
    }

    /// Turbo's `cacheTtl`.
    package static let defaultCacheTime = Duration.seconds(10)
    /// Turbo's `PREFETCH_DELAY`: how long a link must stay under the pointer (here: focused).
    package static let delay = Duration.milliseconds(100)

    private static func isVisitable(_ url: URL, root: TurboRoot) -> Bool {
        guard root.contains(url) else { return false }
        guard let found = UnvisitableExtensionRule.pathExtension(of: url) else { return true }
        return !UnvisitableExtensionRule.extensions.contains(found)
    }

    private static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        guard let scheme = a.scheme?.lowercased(), ["http", "https"].contains(scheme) else { return false }
        return scheme == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && (a.port ?? defaultPort(scheme)) == (b.port ?? defaultPort(scheme))
    }

    private static func defaultPort(_ scheme: String) -> Int { scheme == "https" ? 443 : 80 }
}
