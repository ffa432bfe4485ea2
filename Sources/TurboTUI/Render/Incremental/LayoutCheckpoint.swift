/// The state of a page's layout walk at one place in the document: enough
/// to resume the walk there, and to tell whether a walk that reaches the
/// place again will lay out the rest of the page as before.
struct LayoutCheckpoint {
    var composer: LineComposer
    var lists: [ListCounter]
    /// Finished lines before this place (a line in progress is not counted).
    var row: Int
    var linkCount: Int
    var fieldCount: Int
    /// False when spans waiting for their line point at links or fields:
    /// their indices go stale when targets before them change, so the walk
    /// neither resumes nor stops here.
    let isResumable: Bool

    init(composer: LineComposer, lists: [ListCounter], row: Int, linkCount: Int, fieldCount: Int) {
        self.composer = composer
        self.lists = lists
        self.row = row
        self.linkCount = linkCount
        self.fieldCount = fieldCount
        isResumable = !composer.holdsTargets
    }

    /// Whether the rest of the page comes out as it did after `old`. With
    /// numbered links, the numbers after this place must not have moved.
    func continuesLike(_ old: LayoutCheckpoint, numberedLinks: Bool) -> Bool {
        old.isResumable && isResumable && (!numberedLinks || linkCount == old.linkCount)
            && composer.continuesLike(old.composer) && lists == old.lists
    }

    mutating func shift(by offset: LayoutOffset) {
        row += offset.rows
        linkCount += offset.links
        fieldCount += offset.fields
    }
}
