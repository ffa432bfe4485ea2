/// Children of one recorded container to lay out again: the walk resumes
/// at `start`, just before `firstChild`, and may stop once it reaches a
/// child at `changeEnd` or later in the state that child was laid out in.
struct DirtyRegion {
    let container: LayoutRecord
    let firstChild: Int
    let start: LayoutCheckpoint
    /// The first record laid out after `start`: records from here until the
    /// walk catches up are replaced.
    let firstReplaced: Int
    let changeEnd: Int

    /// Regions are laid out in document order, so each resumes in a state
    /// that no change before it has made stale.
    var order: Int { firstReplaced }
}
