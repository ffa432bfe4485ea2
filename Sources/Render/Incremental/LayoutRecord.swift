import HTML
/// One block element as the last layout laid it out: the walk's state at
/// its start, just inside it (containers) and after it, each with its
/// position (rows, links and fields before it). Records form a tree through
/// `parent`, the nearest recorded ancestor, and sit in document order in
/// `IncrementalLayout`. A class: a splice keeps the records of the enclosing
/// blocks and moves their ends.
package final class LayoutRecord {
    package let element: Element
    package let parent: LayoutRecord?
    package let depth: Int
    /// Index in the layout's records, kept up to date by every splice.
    package var position = 0
    private let startState: LayoutState
    package private(set) var startPosition: LayoutPosition
    /// Containers only: once the element's own opening is laid out.
    private var insideState: LayoutState?
    private var insidePosition = LayoutPosition()
    private var endState: LayoutState?
    private var endPosition = LayoutPosition()
    package private(set) var frame: ContainerFrame?
    /// The element's children as they were laid out, to find what changed.
    package var children: [Node] = []

    package init(element: Element, parent: LayoutRecord?, start: LayoutCheckpoint) {
        self.element = element
        self.parent = parent
        depth = (parent?.depth ?? -1) + 1
        startState = start.state
        startPosition = start.position
    }

    package var isContainer: Bool { frame != nil }
    package var start: LayoutCheckpoint { LayoutCheckpoint(state: startState, position: startPosition) }
    package var inside: LayoutCheckpoint? { insideState.map { LayoutCheckpoint(state: $0, position: insidePosition) } }
    package var end: LayoutCheckpoint? { endState.map { LayoutCheckpoint(state: $0, position: endPosition) } }

    package func opened(at inside: LayoutCheckpoint, frame: ContainerFrame) {
        insideState = inside.state
        insidePosition = inside.position
        self.frame = frame
        children = element.children
    }

    package func ended(at end: LayoutCheckpoint) {
        endState = end.state
        endPosition = end.position
    }

    /// A record after a splice: everything in it moves.
    package func shift(by offset: LayoutOffset, linksFrom firstLink: Int, labelsFrom firstLabel: Int) {
        startPosition.shift(by: offset)
        insidePosition.shift(by: offset)
        endPosition.shift(by: offset)
        if let link = frame?.childLink, link >= firstLink { frame?.childLink = link + offset.links }
        if let label = frame?.childStyle.label, Int(label) >= firstLabel {
            frame?.childStyle.label = UInt16(clamping: Int(label) + offset.labels)
        }
    }

    /// A record around a splice: only its end moves.
    package func shiftEnd(by offset: LayoutOffset) {
        endPosition.shift(by: offset)
    }
}
