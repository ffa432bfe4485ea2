import FoundationEssentials
import HTML

/// A link with `data-turbo-method` or `data-turbo-stream` is submitted as a
/// form (turbo-wire D15, R2, Turbo's `FormLinkClickObserver`): action = the
/// href without its query, each query parameter a hidden field, method = the
/// attribute (a real DELETE, PATCH, PUT or POST, as Turbo's fetch sends it;
/// GET without one), and the link's `data-turbo-frame`, `-action`,
/// `-confirm` and `-stream` carried over. A GET stream link so asks for a
/// stream answer and, answered with HTML, becomes a visit (`FormOutcome`).
package enum MethodLink {
    /// nil when `link` is not such a link, Turbo is off for it, or its href
    /// leaves the app: then it is an ordinary link.
    package static func submission(for link: Element, pageURL: URL,
                                  boundary: String = MultipartForm.randomBoundary()) -> FormSubmission? {
        guard link.hasAttribute("data-turbo-method") || link.hasAttribute("data-turbo-stream"), let href = link.attribute("href"),
              TurboAttribute.drivesTurbo(link) else { return nil }
        let root = FormOwnership.root(of: link)
        guard let location = FormActionURL.resolve(href, page: pageURL, in: root),
              TurboRoot(page: pageURL, in: root).contains(location) else { return nil }
        let method = FormMethod(attribute: link.attribute("data-turbo-method"))
        let entries = queryEntries(of: location)
        let action = FormActionURL.replacingQuery(of: location, with: "")
        return FormSubmission(
            handling: .turbo, method: method,
            url: method == .get ? FormActionURL.replacingQuery(of: action, with: FormBody.turboQuery(entries)) : action,
            enctype: .urlEncoded, entries: entries, pageURL: pageURL,
            frameTarget: FormFrameTarget(form: link, submitter: nil),
            requestedAction: TurboAttribute.visitAction(on: [link]),
            confirmMessage: link.attribute("data-turbo-confirm").flatMap { $0.isEmpty ? nil : $0 },
            asksForStream: link.hasAttribute("data-turbo-stream"), submitsWith: nil, boundary: boundary)
    }

    /// The URL standard's urlencoded parser: `&`-separated, `+` is a space,
    /// percent escapes decoded (a broken one is kept as written).
    package static func queryEntries(of url: URL) -> [FormEntry] {
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedQuery else { return [] }
        return query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return .text(decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingAll("+", with: " ")
        return spaced.percentDecoded ?? spaced
    }
}
