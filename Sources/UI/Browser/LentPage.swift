/// The loop's own page lent to a worker to be laid out again for a new size
/// (a big page changed in place since it loaded: `PageView.inPlaceRelayout`).
/// Unlike a `PageHandOff`, the document stays the loop's and both threads
/// use it at once, so the lending rule is that neither changes it: the
/// worker only reads it (the layout and `DocumentFacts` only read; nodes
/// keep no caches, and Swift's reference counts are atomic, so two readers
/// are safe), and the loop holds back every event that could change a
/// document (`DocumentReads`) until the worker's layout comes back as
/// `.pageRelaidOut`, which the worker posts even when it is no longer
/// wanted, so the loop always learns that the read has ended.
///
/// Why lend rather than copy: a copy would have to be made on the loop
/// (a deep clone of the 8 MB page is a good part of its layout, too long
/// for a turn), and the layout of a copy points at the copy's elements, not
/// the page's: the typed values, the focus, the live sources and frames in
/// flight all name the page's own. Laid out in place, the new layout is of
/// the very document the page has, and only the answers that came meanwhile wait.
package final class LentPage: @unchecked Sendable {
    package let prepared: PreparedPage

    package init(_ prepared: PreparedPage) {
        self.prepared = prepared
    }
}
