/// One block element as the last layout laid it out: the walk's state at
/// its start, just inside it (containers) and after it, each with the row,
/// link and field counts there. Records form a tree through `parent`, the
/// nearest recorded ancestor, and sit in document order in `LayoutMap`.
/// A class: a splice keeps the records of the enclosing blocks and moves
/// their ends.
final class LayoutRecord {
    let element: Element
    let parent: LayoutRecord?
    let depth: Int
    /// Index in the map's records, kept up to date by every splice.
    var position = 0
    var start: LayoutCheckpoint
    /// Containers only: the state once the element's own opening is laid out.
    var inside: LayoutCheckpoint?
    var frame: ContainerFrame?
    var end: LayoutCheckpoint?
    /// The element's children as they were laid out, to find what changed.
    var children: [Node] = []

    init(element: Element, parent: LayoutRecord?, start: LayoutCheckpoint) {
        self.element = element
        self.parent = parent
        depth = (parent?.depth ?? -1) + 1
        self.start = start
    }

    var isContainer: Bool { frame != nil }

    /// A record after a splice: everything in it moves.
    func shift(by offset: LayoutOffset, linksFrom firstMoved: Int) {
        start.shift(by: offset)
        inside?.shift(by: offset)
        shiftEnd(by: offset, linksFrom: firstMoved)
        if let link = frame?.childLink, link >= firstMoved { frame?.childLink = link + offset.links }
    }

    /// A record around a splice: only its end moves.
    func shiftEnd(by offset: LayoutOffset, linksFrom firstMoved: Int) {
        end?.shift(by: offset)
    }
}
