import FoundationEssentials
import HTML

/// The page-wide settings Turbo reads before it prefetches a link, each a
/// `<meta name>` anywhere in the page (Turbo's `getMetaContent` is a
/// `querySelector` over the whole document): `turbo-prefetch` (`false`
/// turns prefetching off), `turbo-prefetch-cache-time` and `turbo-root`.
/// Read in one walk that stops once all three are found. A page without
/// them is walked to its end, so the browser keeps the settings per version
/// of the document (`PageView.prefetchSettings`) instead of reading them at
/// every move of the focus: on the 8 MB corpus page that was 40 ms a Tab.
package struct PrefetchSettings {
    /// `<meta name="turbo-prefetch" content="false">`.
    package let isDisabled: Bool
    /// How long a prefetched answer stays fresh (`PrefetchPolicy.cacheTime`).
    package let cacheTime: Duration
    /// The part of the site Turbo drives (`<meta name="turbo-root">`).
    package let root: TurboRoot

    package init(page: URL, document: Node) {
        var prefetch: String??
        var cacheTime: String??
        var root: String??
        DocumentWalk.forEachElement(below: document) { element in
            guard element.name == "meta", let name = element.attribute("name") else { return true }
            switch name {
            case "turbo-prefetch" where prefetch == nil: prefetch = .some(element.attribute("content"))
            case "turbo-prefetch-cache-time" where cacheTime == nil: cacheTime = .some(element.attribute("content"))
            case "turbo-root" where root == nil: root = .some(element.attribute("content"))
            default: break
            }
            return prefetch == nil || cacheTime == nil || root == nil
        }
        isDisabled = (prefetch ?? nil) == "false"
        self.cacheTime = PrefetchPolicy.cacheTime(metaContent: cacheTime ?? nil)
        self.root = TurboRoot(page: page, rootMetaContent: root ?? nil)
    }
}
