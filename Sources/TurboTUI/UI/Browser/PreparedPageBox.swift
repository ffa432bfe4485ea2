/// Carries a `PreparedPage`, whose DOM is a tree of non-Sendable classes,
/// from the worker thread that made it to the loop. The hand-off rule: the
/// worker creates the box, posts it, and never touches the box or anything
/// in it again; from then on only the loop's thread uses it. Nothing else
/// is shared between the two threads.
final class PreparedPageBox: @unchecked Sendable {
    let ticket: Int
    let prepared: PreparedPage

    init(ticket: Int, prepared: PreparedPage) {
        self.ticket = ticket
        self.prepared = prepared
    }
}
