import FoundationEssentials
import HTML
import Turbo

/// What HTML's own elements change on the shown page without a request: an
/// iframe's document (a link or a GET form targeting it), a `<details>`
/// opened or closed by its summary, a `<dialog>` closed by a `method=dialog`
/// form. Each is an attribute set or removed, laid out through `apply`.
extension PageSession {
    /// The iframe shows `url` now: turbo-tui keeps an iframe's document as its
    /// `src`, which its line links to (as lynx shows an iframe).
    package mutating func show(_ url: URL, in iframe: Element, rows: Int) {
        set("src", to: url.absoluteString, on: iframe, rows: rows)
    }

    /// Enter or a click on a `<details>`'s summary: it opens, or closes.
    package mutating func toggle(details: Element, rows: Int) {
        set("open", to: details.hasAttribute("open") ? nil : "", on: details, rows: rows)
    }

    /// Going to `#anchor` opens the closed details that hold its element
    /// (HTML's ancestor details revealing algorithm), so it can be shown.
    package mutating func revealDetails(holding anchor: String, rows: Int) {
        guard let shown = page, let element = AnchorFinder.element(of: anchor, in: shown) else { return }
        var closed: [Element] = []
        var current = element.parent as? Element
        while let ancestor = current {
            // The summary of closed details is shown: an anchor there needs nothing opened.
            let inSummary = element.closestAncestor { $0.name == "summary" }?.parent === ancestor
            if ancestor.name == "details", !ancestor.hasAttribute("open"), !inSummary { closed.append(ancestor) }
            current = ancestor.parent as? Element
        }
        for details in closed { set("open", to: "", on: details, rows: rows) }
    }

    /// A `method=dialog` form (or `formmethod=dialog` submitter) closes the
    /// dialog it is in, and sends nothing. Returns whether there was one open.
    @discardableResult
    package mutating func closeDialog(holding form: Element, rows: Int) -> Bool {
        guard let dialog = form.closestAncestor(where: { $0.name == "dialog" }), dialog.hasAttribute("open") else { return false }
        set("open", to: nil, on: dialog, rows: rows)
        return true
    }

    /// One attribute set (nil: removed), as a change of the document in place.
    private mutating func set(_ name: String, to value: String?, on element: Element, rows: Int) {
        var attributes = element.attributes.filter { $0.name != name }
        if let value { attributes.append(Attribute(name: name, value: value)) }
        var edit = DOMEdit()
        edit.setAttributes(of: element, to: attributes)
        _ = apply(DocumentChange(extent: .changes(edit.changes)), visibleRows: rows)
    }
}
