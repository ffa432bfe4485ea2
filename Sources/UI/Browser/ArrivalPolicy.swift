import FoundationEssentials
import HTML
import Net
import Turbo

/// Which answers are shown while they arrive (issue 21). lynx draws as it
/// parses; a Turbo Drive visit replaces the shown page only when its answer
/// comes (turbo-drive.md): here the answer has come once its head and first
/// bytes are in, so a first load and an ordinary visit (advance or
/// replace) both show their page while the rest arrives, as soon as it fills
/// the screen. Answers whose handling needs the whole of them wait, as
/// before:
/// - a refresh (turbo-wire D13), which may be morphed into the shown page;
/// - a reload or a visit from the history that puts the reader back at a
///   scroll position, which a partial page would lose;
/// - an error status (an error page, or a 401 sent to the login path), a
///   redirect to another page (the navigator decides where it goes), a
///   file (`Content-Disposition: attachment`) or an answer that is not HTML;
/// - a visit from a page with permanent elements (turbo-wire D10): they move
///   into the new page when it is complete, and a partial page in between
///   would take them from the reader.
/// Form answers are never streamed (`.submitForm` collects them).
package enum ArrivalPolicy {
    /// At the visit's start, what the browser's state decides: nil for a
    /// refresh, a visit that restores a scroll position, or one from a page
    /// with permanent elements; else the plan for the stack's area. The
    /// effect that starts the visit carries it, so the runtime asks nothing later.
    package static func plan(for visit: PendingVisit, in state: BrowserState) -> ArrivalPlan? {
        guard !visit.isRefresh, visit.scroll == nil else { return nil }
        if let shown = state.stacks[visit.stack].page, let document = shown.shownDocument,
           shown.facts?.hasPermanentElements ?? hasPermanentElements(document) { return nil }
        let area = state.area(for: visit.stack)
        return ArrivalPlan(width: area.columns, rows: area.rows, numbered: state.numberLinks, images: state.imagePlan(for: visit.stack))
    }

    /// When the answer's head comes, what it decides: a 2xx HTML page from
    /// the URL asked for, not a file to save.
    package static func admits(_ head: HTTPResponse, askedFor url: URL) -> Bool {
        guard (200..<300).contains(head.status), head.contentType?.isHTML ?? true else { return false }
        guard SnapshotKey(head.url) == SnapshotKey(url) else { return false }
        if let disposition = head.header("Content-Disposition").flatMap(ContentDisposition.init(parsing:)),
           disposition.isAttachment { return false }
        return true
    }

    private static func hasPermanentElements(_ document: Document) -> Bool {
        var found = false
        DocumentWalk.forEachElement(below: document) { element in
            found = PermanentElements.permanentID(element) != nil
            return !found
        }
        return found
    }
}
