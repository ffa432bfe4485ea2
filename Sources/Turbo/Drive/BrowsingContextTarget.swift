import HTML

/// Where a link's `target` or a form's `target`/`formtarget` sends what it
/// loads (HTML's "rules for choosing a navigable", for a top-level page).
/// Turbo leaves `_blank` and a name of one of the page's iframes to the
/// browser, and drives the rest itself.
package enum BrowsingContextTarget: Equatable {
    /// The page itself: no target, `""`, `_self`, and `_parent` and `_top`,
    /// which are the page itself at the top level (turbo-tui shows no page inside
    /// another). Turbo drives a form so targeted, and leaves such a link to the
    /// browser (`LinkFollowing`: a full page load).
    case current
    /// `_blank`, or a name no iframe of the page has (HTML makes a new
    /// navigable of that name): a new tab. A tab has no opener, so `rel=noopener` always holds.
    case newTab
    /// The page's `<iframe name=...>` of that name: its document changes, the page stays.
    case iframe(Element)

    package init(name: String?, in document: Document?) {
        guard let name, !name.isEmpty else {
            self = .current
            return
        }
        switch name.lowercased() {
        case "_self", "_parent", "_top":
            self = .current
        case "_blank":
            self = .newTab
        default:
            // Names match case-sensitively; the first iframe of that name in tree order is the one.
            let iframe = document?.descendantElements.first { $0.name == "iframe" && $0.attribute("name") == name }
            self = iframe.map(Self.iframe) ?? .newTab
        }
    }

    /// A link's (`target`) or a form's (the submitter's `formtarget`, else the form's `target`).
    package static func of(link: Element, in document: Document?) -> BrowsingContextTarget {
        BrowsingContextTarget(name: link.attribute("target"), in: document)
    }

    /// The same target: an iframe by identity (two iframes may look alike).
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.current, .current), (.newTab, .newTab): return true
        case (.iframe(let left), .iframe(let right)): return left === right
        default: return false
        }
    }

    package static func of(form: Element, submitter: Element?, in document: Document?) -> BrowsingContextTarget {
        BrowsingContextTarget(name: submitter?.attribute("formtarget") ?? form.attribute("target"), in: document)
    }
}
