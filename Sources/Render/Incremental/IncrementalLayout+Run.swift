/// Laying out one region again: resume the walk at the region's start, walk
/// the container's children, and stop at the first later child (or end of
/// a container) where the walk is in the same state as the old layout was
/// there; everything after that would come out as before. A container that
/// ends in a different state is closed and its parent's later children are
/// walked in turn, up to the end of the page at worst.
extension IncrementalLayout {
    package func run(_ region: DirtyRegion) -> LayoutSplice? {
        let targets = PageTargets(baseURL: baseURL, linksBefore: region.start.linkCount,
                                  fieldsBefore: region.start.fieldCount, labelsBefore: region.start.labelCount)
        var walk = LayoutWalk(resuming: region.start, context: context, targets: targets)
        let recorder = LayoutRecorder(base: region.container)
        walk.recorder = recorder
        var container = region.container
        var index = region.firstChild
        var stopFrom = region.changeEnd
        var closed: [(record: LayoutRecord, end: LayoutCheckpoint)] = []

        func splice(caughtUp old: LayoutCheckpoint, at position: Int, enclosing: LayoutRecord?) -> LayoutSplice {
            let now = walk.checkpoint()
            let offset = LayoutOffset(rows: now.row - old.row, links: now.linkCount - old.linkCount,
                                      fields: now.fieldCount - old.fieldCount, labels: now.labelCount - old.labelCount)
            let lines = Array(walk.newLines)
            return LayoutSplice(region: region, caughtUp: old, replacedEnd: position, lines: lines, links: targets.links,
                                fields: Self.located(targets.fields, in: lines, from: region.start), labels: targets.labels,
                                newRecords: recorder.records,
                                closed: closed, enclosing: enclosing, offset: offset)
        }

        while true {
            guard let frame = container.frame, let oldEnd = container.end else { return nil }
            let children = container.element.children
            while index < children.count {
                let child = children[index]
                if index >= stopFrom, let record = record(of: child), record.parent === container,
                   record.position >= region.firstReplaced,
                   walk.checkpoint().continuesLike(record.start, numberedLinks: options.numberLinks) {
                    return splice(caughtUp: record.start, at: record.position, enclosing: container)
                }
                walk.visit(child, style: frame.childStyle, link: frame.childLink)
                index += 1
            }
            walk.close(frame)
            closed.append((container, walk.checkpoint()))
            guard let parent = container.parent else {
                // The root: only the end of the page follows it.
                guard container.element === document.documentElement else { return nil }
                return splice(caughtUp: oldEnd, at: records.count, enclosing: nil)
            }
            if walk.checkpoint().continuesLike(oldEnd, numberedLinks: options.numberLinks) {
                return splice(caughtUp: oldEnd, at: recordsEnd(after: container), enclosing: parent)
            }
            guard parent.isContainer, container.element.parent === parent.element,
                  let position = parent.element.children.firstIndex(where: { $0 === container.element }) else {
                // Something not recorded (an inline element) lies between
                // the two: lay out the parent's child that holds it again.
                var positions = ChildPositions()
                return enclosingRegion(of: container.element, positions: &positions).flatMap { run($0) }
            }
            container = parent
            recorder.base = parent
            index = position + 1
            stopFrom = index
        }
    }

    /// Fields learn their regions from the new lines, as `PageTargets` does
    /// for a whole page.
    package static func located(_ fields: [FieldTarget], in lines: [StyledLine], from start: LayoutCheckpoint) -> [FieldTarget] {
        guard !fields.isEmpty else { return fields }
        var fields = fields
        for (offset, line) in lines.enumerated() {
            var column = 0
            for span in line.spans {
                if let field = span.field.map({ $0 - start.fieldCount }), fields.indices.contains(field) {
                    fields[field].include(line: start.row + offset, column: column, width: span.width)
                }
                column += span.width
            }
        }
        return fields
    }
}
