/// Putting a `LayoutSplice` into the page and the records: what came after
/// the replaced part keeps its lines and moves by the splice's offset.
/// The loops over what follows work on local arrays: each access to a
/// class's stored property would pay an exclusivity check.
extension IncrementalLayout {
    func apply(_ splice: LayoutSplice) {
        let start = splice.region.start
        let old = splice.caughtUp
        spliceLines(splice.lines, replacing: start.row..<old.row)
        if splice.offset.links != 0 || splice.offset.fields != 0 {
            let firstRow = start.row + splice.lines.count
            Self.shiftTargets(in: &page.lines, from: firstRow, linksFrom: old.linkCount, fieldsFrom: old.fieldCount,
                              by: splice.offset)
            Self.shiftTargets(in: &trimmed, from: max(0, firstRow - page.lines.count), linksFrom: old.linkCount,
                              fieldsFrom: old.fieldCount, by: splice.offset)
        }
        page.links.replaceSubrange(start.linkCount..<old.linkCount, with: splice.links)
        if splice.offset.links != 0 {
            Self.renumber(&page.links, from: start.linkCount + splice.links.count, by: splice.offset.links)
        }
        page.fields.replaceSubrange(start.fieldCount..<old.fieldCount, with: splice.fields)
        if splice.offset.rows != 0 {
            Self.move(&page.fields, from: start.fieldCount + splice.fields.count, by: splice.offset.rows)
        }
        spliceRecords(splice)
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

    /// Spans after the splice point at links and fields by index.
    private static func shiftTargets(in lines: inout [StyledLine], from firstRow: Int, linksFrom firstLink: Int,
                                     fieldsFrom firstField: Int, by offset: LayoutOffset) {
        guard firstRow < lines.count else { return }
        for row in firstRow..<lines.count {
            guard lines[row].spans.contains(where: { $0.link != nil || $0.field != nil }) else { continue }
            for index in lines[row].spans.indices {
                if let link = lines[row].spans[index].link, link >= firstLink {
                    lines[row].spans[index].link = link + offset.links
                }
                if let field = lines[row].spans[index].field, field >= firstField {
                    lines[row].spans[index].field = field + offset.fields
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
                  linksFrom: splice.caughtUp.linkCount)
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

    private static func move(_ records: [LayoutRecord], from first: Int, by offset: LayoutOffset, linksFrom firstLink: Int) {
        guard first < records.count else { return }
        let moves = !offset.isZero
        for position in first..<records.count {
            let record = records[position]
            record.position = position
            if moves { record.shift(by: offset, linksFrom: firstLink) }
        }
    }
}
