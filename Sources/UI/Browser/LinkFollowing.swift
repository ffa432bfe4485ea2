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

    package init(link index: Int, on page: PageView) {
        let target = page.rendered.links[index]
        guard let url = target.url else {
            self = .invalid(href: target.href)
            return
        }
        if target.element.hasAttribute("download") {
            self = .download(url)
        } else if let submission = MethodLink.submission(for: target.element, pageURL: page.url) {
            self = .submission(submission)
        } else if let document = page.document, let navigation = FrameNavigation(target.element, url: url, in: document) {
            self = .frame(navigation)
        } else {
            self = .visit(url, TurboAttribute.visitAction(on: [target.element]) ?? .advance)
        }
    }
}
