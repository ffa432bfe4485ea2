/// Where a checkpoint is in the laid-out page: finished rows, links,
/// fields and labels before it. Kept apart from the walk's state, which never moves,
/// so that a splice moves records with plain integer additions.
package struct LayoutPosition: Equatable {
    package var row = 0
    package var links = 0
    package var fields = 0
    package var labels = 0

    package mutating func shift(by offset: LayoutOffset) {
        row += offset.rows
        links += offset.links
        fields += offset.fields
        labels += offset.labels
    }
}
