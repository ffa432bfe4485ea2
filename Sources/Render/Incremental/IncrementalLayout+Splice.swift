/// Putting a `LayoutSplice` into the page and the records: what came after
/// the replaced part keeps its lines and moves by the splice's offset.
/// The loops over what follows work on local arrays: each access to a
/// class's stored property would pay an exclusivity check.
extension IncrementalLayout {
    package func apply(_ splice: LayoutSplice) {
        let start = splice.region.start
        let old = splice.caughtUp
        spliceLines(splice.lines, replacing: start.row..<old.row)
        if splice.offset.links != 0 || splice.offset.fields != 0 || splice.offset.labels != 0 {
            let firstRow = start.row + splice.lines.count
            let first = LayoutPosition(row: firstRow, links: old.linkCount, fields: old.fieldCount, labels: old.labelCount)
            Self.shiftTargets(in: &page.lines, from: first, by: splice.offset)
            Self.shiftTargets(in: &trimmed, from: LayoutPosition(row: max(0, firstRow - page.lines.count), links: first.links,
                                                                 fields: first.fields, labels: first.labels), by: splice.offset)
        }
        page.links.replaceSubrange(start.linkCount..<old.linkCount, with: splice.links)
        if splice.offset.links != 0 {
            Self.renumber(&page.links, from: start.linkCount + splice.links.count, by: splice.offset.links)
        }
        page.fields.replaceSubrange(start.fieldCount..<old.fieldCount, with: splice.fields)
        if splice.offset.rows != 0 {
            Self.move(&page.fields, from: start.fieldCount + splice.fields.count, by: splice.offset.rows)
        }
        labels.replaceSubrange(start.labelCount..<old.labelCount, with: splice.labels)
        spliceRecords(splice)
    }

    /// Which fields the page's labels label: a label anywhere may name a
    /// field anywhere by id, and label numbers move, so they are connected
    /// again over the whole page (as the renderer does), when it has labels.
    package func connectLabels(wereThere hadLabels: Bool) {
        guard hadLabels || !labels.isEmpty else { return }
        LabelControls.connect(labels, to: &page.fields)
    }

    /// Lines are replaced in place. A splice that reaches the end of the
    /// page trims blank lines again, as the renderer does.
    private func spliceLines(_ lines: [StyledLine], replacing rows: Range<Int>) {
        if rows.upperBound < page.lines.count {
            page.lines.replaceSubrange(rows, with: lines)
            return
        }
        page.lines.append(contentsOf: trimmed)
        page.lines.replaceSubrange(rows, with: lines)
        trimmed = []
        while let last = page.lines.last, last.isBlank { trimmed.append(page.lines.removeLast()) }
        trimmed.reverse()
    }

    /// Spans after the splice point at links, fields and labels by index.
    private static func shiftTargets(in lines: inout [StyledLine], from first: LayoutPosition, by offset: LayoutOffset) {
        guard first.row < lines.count else { return }
        for row in first.row..<lines.count {
            guard lines[row].spans.contains(where: { $0.link != nil || $0.field != nil || $0.style.label != nil }) else { continue }
            for index in lines[row].spans.indices {
                if let link = lines[row].spans[index].link, link >= first.links {
                    lines[row].spans[index].link = link + offset.links
                }
                if let field = lines[row].spans[index].field, field >= first.fields {
                    lines[row].spans[index].field = field + offset.fields
                }
                if let label = lines[row].spans[index].style.label, Int(label) >= first.labels {
                    lines[row].spans[index].style.label = UInt16(clamping: Int(label) + offset.labels)
                }
            }
        }
    }

    private static func renumber(_ links: inout [LinkTarget], from first: Int, by offset: Int) {
        guard first < links.count else { return }
        for index in first..<links.count { links[index].number += offset }
    }

    /// Fields not drawn keep their empty region.
    private static func move(_ fields: inout [FieldTarget], from first: Int, by rows: Int) {
        guard first < fields.count else { return }
        for index in first..<fields.count where fields[index].width > 0 { fields[index].line += rows }
    }

    private func spliceRecords(_ splice: LayoutSplice) {
        let replaced = splice.region.firstReplaced..<splice.replacedEnd
        for record in records[replaced] where recordByElement[ObjectIdentifier(record.element)] === record {
            recordByElement[ObjectIdentifier(record.element)] = nil
        }
        records.replaceSubrange(replaced, with: splice.newRecords)
        for (offset, record) in splice.newRecords.enumerated() {
            record.position = replaced.lowerBound + offset
            recordByElement[ObjectIdentifier(record.element)] = record
        }
        Self.move(records, from: replaced.lowerBound + splice.newRecords.count, by: splice.offset,
                  from: splice.caughtUp.position)
        for (record, end) in splice.closed {
            record.ended(at: end)
            record.children = record.element.children
        }
        splice.region.container.children = splice.region.container.element.children
        var enclosing = splice.enclosing
        while let record = enclosing, !splice.offset.isZero {
            record.shiftEnd(by: splice.offset)
            enclosing = record.parent
        }
    }

    private static func move(_ records: [LayoutRecord], from first: Int, by offset: LayoutOffset, from old: LayoutPosition) {
        guard first < records.count else { return }
        let moves = !offset.isZero
        for position in first..<records.count {
            let record = records[position]
            record.position = position
            if moves { record.shift(by: offset, linksFrom: old.links, labelsFrom: old.labels) }
        }
    }
}
