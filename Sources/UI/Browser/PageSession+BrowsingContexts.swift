import FoundationEssentials
import HTML
import Turbo

/// What HTML's own elements change on the shown page without a request: a
/// `<details>` opened or closed by its summary, a `<dialog>` closed by a
/// `method=dialog` form (an iframe's document: `PageSession+Iframes`). Each
/// is an attribute set or removed, laid out through `apply`.
extension PageSession {
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
    mutating func set(_ name: String, to value: String?, on element: Element, rows: Int) {
        set([(name, value)], on: element, rows: rows)
    }

    /// Attributes set (a nil value: removed), as one change of the document in place.
    mutating func set(_ values: [(name: String, value: String?)], on element: Element, rows: Int) {
        var attributes = element.attributes.filter { attribute in !values.contains { $0.name == attribute.name } }
        for (name, value) in values { if let value { attributes.append(Attribute(name: name, value: value)) } }
        var edit = DOMEdit()
        edit.setAttributes(of: element, to: attributes)
        _ = apply(DocumentChange(extent: .changes(edit.changes)), visibleRows: rows)
    }
}
