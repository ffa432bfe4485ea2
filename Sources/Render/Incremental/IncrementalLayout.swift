import FoundationEssentials
import HTML

/// A page laid out so that it can be laid out again in part: after a stream
/// action or a frame swap, only the blocks around what changed are walked
/// again, and their lines, links and fields are spliced into the page.
/// The result is always what `PageRenderer.render` gives for the changed
/// document; when a change cannot be kept local (a `<style>` or `<base>`
/// changed, the root was replaced) the whole page is laid out again.
///
/// A class: it owns the page and the records that describe it, and both
/// change together in place.
package final class IncrementalLayout {
    package internal(set) var page: RenderedPage
    /// Counts updates, so that what is worked out from `page` knows when to
    /// work it out again.
    package private(set) var version = 0
    package let document: Document
    package let options: RenderOptions
    package private(set) var context: LayoutContext
    package private(set) var baseURL: URL?
    /// Every recorded block in document order (`LayoutRecord.position`).
    package var records: [LayoutRecord] = []
    package var recordByElement: [ObjectIdentifier: LayoutRecord] = [:]
    /// Blank lines the renderer trimmed from the end of the page: records
    /// still count them.
    package var trimmed: [StyledLine] = []
    /// The page's `<label>`s, by the number their text's style carries.
    package var labels: [Element] = []

    /// The first layout stopped at `options.lineLimit`: its records end
    /// there, so the next update lays out the whole page.
    private var isCut = false

    /// `options.lineLimit` holds for this first layout only: the first update
    /// after it lays out the whole page.
    package init(document: Document, options: RenderOptions) {
        self.document = document
        var unlimited = options
        unlimited.lineLimit = nil
        self.options = unlimited
        context = LayoutContext(options: unlimited, styleSheet: StyleSheet(css: ""))
        page = RenderedPage(title: "", lines: [], links: [], width: options.width)
        layOutWholePage(lineLimit: options.lineLimit)
    }

    /// The regions an update splices one by one before it lays out the
    /// whole page instead: each splice moves everything after it in the
    /// page, so many of them cost the page's size times their number.
    package static let maximumSplices = 32

    /// Blocks recorded: the places where a layout can resume.
    package var recordCount: Int { records.count }

    /// Lays out again what `changes` touched; returns what it did.
    @discardableResult
    package func update(after changes: DOMChanges) -> LayoutUpdate {
        var dirt: [ChangedNode] = changes.containers.map { .children($0) }
        dirt += changes.updatedAttributes.map { .node($0) }
        dirt += changes.updatedText.map { .node($0) }
        return update(dirt, touching: DocumentWideChange(changes))
    }

    /// Lays out again around `nodes`, each changed in any way (its
    /// attributes, its text or its children): each is laid out whole.
    @discardableResult
    package func update(changed nodes: [Node]) -> LayoutUpdate {
        update(nodes.map { .node($0) }, touching: DocumentWideChange(nodes: nodes))
    }

    private func update(_ dirt: [ChangedNode], touching wide: DocumentWideChange) -> LayoutUpdate {
        version += 1
        if isCut || wide.needsWholePage || context.styleSheet.readsBeyondAncestors { return layOutWholePage() }
        if wide.touchesTitle { page.title = TerminalSafeText.sanitize(document.title) }
        let hadLabels = !labels.isEmpty
        defer { connectLabels(wereThere: hadLabels) }
        var update = LayoutUpdate()
        var remaining = dirt
        var rounds = 0
        while !remaining.isEmpty {
            // Each round splices into the whole page: past a few dozen, one
            // layout of the page is cheaper (a stream over 20 000 targets
            // took minutes, one splice per target).
            rounds += 1
            guard rounds <= Self.maximumSplices else { return layOutWholePage() }
            var positions = ChildPositions()
            var regions: [ObjectIdentifier: (items: Set<Int>, region: DirtyRegion)] = [:]
            for (index, item) in remaining.enumerated() {
                switch region(for: item, positions: &positions) {
                case .some(.some(let region)):
                    // Changes in one container are laid out in one walk.
                    let key = ObjectIdentifier(region.container)
                    if var known = regions[key] {
                        regions[key] = nil
                        known.items.insert(index)
                        known.region = known.region.merged(with: region)
                        regions[key] = known
                    } else {
                        guard regions.count < Self.maximumSplices else { return layOutWholePage() }
                        regions[key] = ([index], region)
                    }
                case .some(.none): break
                case .none: return layOutWholePage()
                }
            }
            guard let first = regions.values.min(by: { $0.region.order < $1.region.order }) else { break }
            remaining = remaining.indices.filter { !first.items.contains($0) }.map { remaining[$0] }
            guard let splice = run(first.region), fits(splice) else { return layOutWholePage() }
            apply(splice)
            update.rows.append(splice.rows)
            update.links.append(splice.linkSplice)
            update.fields.append(splice.fieldSplice)
            update.relaidBlocks += splice.newRecords.count + splice.closed.count
            // What lies inside blocks just laid out anew needs nothing more.
            let laidOut = Set(splice.newRecords.map { ObjectIdentifier($0.element) })
            remaining.removeAll { Self.isInside(laidOut, $0.node) }
        }
        return update
    }

    @discardableResult
    private func layOutWholePage(lineLimit: Int? = nil) -> LayoutUpdate {
        context = LayoutContext(options: options, styleSheet: StyleSheet(document: document))
        baseURL = BaseURL.of(document, fallback: options.baseURL)
        let recorder = LayoutRecorder()
        var limited = options
        limited.lineLimit = lineLimit
        let walked = lineLimit == nil ? context : LayoutContext(options: limited, styleSheet: context.styleSheet)
        let result = PageRenderer(options: limited).layOut(document, context: walked, baseURL: baseURL, recorder: recorder)
        isCut = lineLimit != nil
        page = result.page
        trimmed = result.trimmed
        labels = result.labels
        records = recorder.records
        recordByElement = [:]
        recordByElement.reserveCapacity(records.count)
        for (position, record) in records.enumerated() {
            record.position = position
            recordByElement[ObjectIdentifier(record.element)] = record
        }
        return LayoutUpdate(wholePage: true, relaidBlocks: records.count)
    }

    /// A splice must replace ranges that exist; if records and page ever
    /// disagreed, a whole layout is better than a broken page.
    private func fits(_ splice: LayoutSplice) -> Bool {
        let start = splice.region.start.position
        let end = splice.caughtUp.position
        return 0 <= start.row && start.row <= end.row && end.row <= page.lines.count + trimmed.count
            && 0 <= start.links && start.links <= end.links && end.links <= page.links.count
            && 0 <= start.fields && start.fields <= end.fields && end.fields <= page.fields.count
            && 0 <= start.labels && start.labels <= end.labels && end.labels <= labels.count
            && splice.region.firstReplaced <= splice.replacedEnd && splice.replacedEnd <= records.count
    }

    private static func isInside(_ elements: Set<ObjectIdentifier>, _ node: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if elements.contains(ObjectIdentifier(candidate)) { return true }
            current = candidate.parent
        }
        return false
    }

    /// The record laid out for `node`, if it is still the live one.
    package func record(of node: Node) -> LayoutRecord? {
        guard let element = node as? Element, let record = recordByElement[ObjectIdentifier(element)],
              record.element === element else { return nil }
        return record
    }

    /// The rows a recorded block takes in the page (an autoscrolled frame's).
    package func rows(of element: Element) -> Range<Int>? {
        guard let record = record(of: element), let end = record.end else { return nil }
        let start = record.start.position.row
        return start..<max(start, end.position.row)
    }

    /// The first record after `record` and everything inside it.
    package func recordsEnd(after record: LayoutRecord) -> Int {
        var position = record.position + 1
        while position < records.count && records[position].depth > record.depth { position += 1 }
        return position
    }
}
