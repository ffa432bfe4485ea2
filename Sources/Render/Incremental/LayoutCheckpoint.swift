/// The state of a page's layout walk at one place in the document, and
/// where that place is: enough to resume the walk there, and to tell whether
/// a walk that reaches the place again will lay out the rest of the page as
/// before.
package struct LayoutCheckpoint {
    package let state: LayoutState
    package var position: LayoutPosition

    package var row: Int { position.row }
    package var linkCount: Int { position.links }
    package var fieldCount: Int { position.fields }
    package var labelCount: Int { position.labels }
    package var isResumable: Bool { state.isResumable }

    /// Whether the rest of the page comes out as it did after `old`. With
    /// numbered links, the numbers after this place must not have moved.
    package func continuesLike(_ old: LayoutCheckpoint, numberedLinks: Bool) -> Bool {
        old.isResumable && isResumable && (!numberedLinks || linkCount == old.linkCount)
            && state.composer.continuesLike(old.state.composer) && state.lists == old.state.lists
    }
}
