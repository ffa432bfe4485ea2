import HTML
/// A page refresh by morphing (Turbo's `MorphingPageRenderer`): the new
/// page is morphed into the shown document, so every element that matches
/// keeps its identity and what the UI keys by it (typed text, focus).
/// `data-turbo-permanent` elements and the `refresh="morph"` frames are left
/// as they are; the frames reload afterwards (`FrameLoadPlan.morphingReloads`).
package enum PageMorph {
    /// Moves content out of `fresh`, which is spent afterwards.
    package static func apply(_ fresh: Document, to document: Document, index: ElementIDIndex? = nil) -> DOMChanges {
        var edit = DOMEdit(index: index)
        ElementMorph.morphChildren(of: document, into: fresh.children, edit: &edit, keeping: keepsDuringRefresh)
        return edit.changes
    }

    package static func keepsDuringRefresh(_ element: Element) -> Bool {
        if element.hasAttribute("data-turbo-permanent"), !(element.id ?? "").isEmpty { return true }
        return TurboFrame(element).map(reloadsAfterRefresh) ?? false
    }

    /// Turbo's `canRefreshFrame`: a `refresh="morph"` frame with a source,
    /// not inside a permanent element (which is kept whole).
    package static func reloadsAfterRefresh(_ frame: TurboFrame) -> Bool {
        frame.refreshesByMorph && frame.source != nil
            && frame.element.closestAncestor(where: { $0.hasAttribute("data-turbo-permanent") }) == nil
    }
}
