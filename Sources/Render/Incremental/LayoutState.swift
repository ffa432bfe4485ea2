/// The walk's state at a place in the document, apart from its position:
/// what decides how everything after that place is laid out.
package struct LayoutState {
    /// Its finished lines hold at most the last line before this place.
    package let composer: LineComposer
    package let lists: [ListCounter]
    /// False when spans waiting for their line point at links or fields:
    /// their indices go stale when targets before them change, so the walk
    /// neither resumes nor stops here.
    package let isResumable: Bool

    package init(composer: LineComposer, lists: [ListCounter]) {
        self.composer = composer
        self.lists = lists
        isResumable = !composer.holdsTargets
    }
}
