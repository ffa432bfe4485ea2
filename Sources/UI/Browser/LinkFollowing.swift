import FoundationEssentials
import HTML
import Turbo

/// What following a link of the page asks for, decided from the page alone;
/// the browser routes it (a visit to the navigator, a form to the
/// submission, a frame to its loads, a file to the offer).
package enum LinkFollowing {
    /// The href is no URL.
    case invalid(href: String)
    /// HTML's `download` attribute: a file to save, not a page to visit.
    case download(URL)
    /// `data-turbo-method` or `data-turbo-stream`: the link sends a form.
    case submission(FormSubmission)
    /// The link drives a `<turbo-frame>` (Fr2).
    case frame(FrameNavigation)
    /// A page visit; `data-turbo-action="replace"` takes the shown page's place in history.
    case visit(URL, VisitAction)
    /// A full page load, as a browser without Turbo makes it: the page is
    /// classic (`drivenByTurbo` false), or Turbo leaves the link to the
    /// browser (`data-turbo="false"`, outside `<meta name="turbo-root">`, inside `<svg>`).
    case load(URL)
    /// `target=_blank` (or a name no iframe has): the URL opens in a new tab.
    case newTab(URL)
    /// `target` names one of the page's iframes: its document becomes the URL, the page stays.
    case iframe(Element, URL)

    package init(link index: Int, on page: PageView, drivenByTurbo: Bool = true) {
        let target = page.rendered.links[index]
        guard let url = target.url else {
            self = .invalid(href: target.href)
            return
        }
        let context = BrowsingContextTarget.of(link: target.element, in: page.document)
        if target.element.hasAttribute("download") {
            self = .download(url)
        } else if context == .newTab {
            self = .newTab(url)
        } else if case .iframe(let iframe) = context {
            self = .iframe(iframe, url)
        } else if !drivenByTurbo || !Self.turboDrives(target.element, to: url, on: page) {
            self = .load(url)
        } else if let submission = MethodLink.submission(for: target.element, pageURL: page.url) {
            self = .submission(submission)
        } else if let document = page.document, let navigation = FrameNavigation(target.element, url: url, in: document) {
            self = .frame(navigation)
        } else {
            self = .visit(url, TurboAttribute.visitAction(on: [target.element]) ?? .advance)
        }
    }

    /// Turbo's `findLinkFromClickTarget` and `locationIsVisitable`: a link
    /// inside `<svg>`, or inside `[data-turbo="false"]`, or with a `target`
    /// other than `_self` (`_top`, `_parent`: the browser loads the page), or
    /// to a URL outside the page's Turbo root, is not Turbo's.
    private static func turboDrives(_ link: Element, to url: URL, on page: PageView) -> Bool {
        guard TurboAttribute.drivesTurbo(link), link.closestAncestor(where: { $0.name == "svg" }) == nil else { return false }
        if let target = link.attribute("target"), !target.isEmpty, target != "_self" { return false }
        guard let document = page.document else { return true }
        // Another origin is the navigator's to refuse or offer, as for any visit.
        let sameOrigin = url.scheme?.lowercased() == page.url.scheme?.lowercased() && url.host?.lowercased() == page.url.host?.lowercased()
            && url.port == page.url.port
        return !sameOrigin || TurboRoot(page: page.url, in: document).contains(url)
    }
}
