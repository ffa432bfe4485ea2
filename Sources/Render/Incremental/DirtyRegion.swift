/// Children of one recorded container to lay out again: the walk resumes
/// at `start`, just before `firstChild`, and may stop once it reaches a
/// child at `changeEnd` or later in the state that child was laid out in.
package struct DirtyRegion {
    package let container: LayoutRecord
    package let firstChild: Int
    package let start: LayoutCheckpoint
    /// The first record laid out after `start`: records from here until the
    /// walk catches up are replaced.
    package let firstReplaced: Int
    package let changeEnd: Int

    /// Regions are laid out in document order, so each resumes in a state
    /// that no change before it has made stale.
    package var order: Int { firstReplaced }

    /// Both regions of one container as one: from the earlier start to the
    /// later change.
    package func merged(with other: DirtyRegion) -> DirtyRegion {
        let first = firstChild <= other.firstChild ? self : other
        return DirtyRegion(container: container, firstChild: first.firstChild, start: first.start,
                           firstReplaced: first.firstReplaced, changeEnd: max(changeEnd, other.changeEnd))
    }
}
