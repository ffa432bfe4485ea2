/// Where a checkpoint is in the laid-out page: finished rows, links,
/// fields and labels before it. Kept apart from the walk's state, which never moves,
/// so that a splice moves records with plain integer additions.
struct LayoutPosition: Equatable {
    var row = 0
    var links = 0
    var fields = 0
    var labels = 0

    mutating func shift(by offset: LayoutOffset) {
        row += offset.rows
        links += offset.links
        fields += offset.fields
        labels += offset.labels
    }
}
