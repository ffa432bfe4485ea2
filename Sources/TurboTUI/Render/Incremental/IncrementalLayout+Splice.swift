/// Putting a `LayoutSplice` into the page and the records: what came after
/// the replaced part keeps its lines and moves by the splice's offset.
extension IncrementalLayout {
    func apply(_ splice: LayoutSplice) {
        let start = splice.region.start
        let old = splice.caughtUp
        spliceLines(splice.lines, replacing: start.row..<old.row)
        let firstAfter = start.row + splice.lines.count
        if splice.offset.links != 0 || splice.offset.fields != 0 {
            shiftTargets(inRowsFrom: firstAfter, linksFrom: old.linkCount, fieldsFrom: old.fieldCount, by: splice.offset)
        }
        page.links.replaceSubrange(start.linkCount..<old.linkCount, with: splice.links)
        if splice.offset.links != 0 {
            for index in (start.linkCount + splice.links.count)..<page.links.count { page.links[index].number += splice.offset.links }
        }
        page.fields.replaceSubrange(start.fieldCount..<old.fieldCount, with: splice.fields)
        if splice.offset.rows != 0 {
            for index in (start.fieldCount + splice.fields.count)..<page.fields.count where page.fields[index].width > 0 {
                page.fields[index].line += splice.offset.rows
            }
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
    private func shiftTargets(inRowsFrom firstRow: Int, linksFrom firstLink: Int, fieldsFrom firstField: Int,
                              by offset: LayoutOffset) {
        func shifted(_ line: StyledLine) -> StyledLine? {
            guard line.spans.contains(where: { $0.link != nil || $0.field != nil }) else { return nil }
            var line = line
            for index in line.spans.indices {
                if let link = line.spans[index].link, link >= firstLink { line.spans[index].link = link + offset.links }
                if let field = line.spans[index].field, field >= firstField { line.spans[index].field = field + offset.fields }
            }
            return line
        }
        for row in firstRow..<max(firstRow, page.lines.count) {
            if let line = shifted(page.lines[row]) { page.lines[row] = line }
        }
        for index in trimmed.indices {
            if let line = shifted(trimmed[index]) { trimmed[index] = line }
        }
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
        let firstMovedLink = splice.caughtUp.linkCount
        for position in (replaced.lowerBound + splice.newRecords.count)..<records.count {
            let record = records[position]
            record.position = position
            if !splice.offset.isZero { record.shift(by: splice.offset, linksFrom: firstMovedLink) }
        }
        for (record, end) in splice.closed {
            record.end = end
            record.children = record.element.children
        }
        splice.region.container.children = splice.region.container.element.children
        var enclosing = splice.enclosing
        while let record = enclosing, !splice.offset.isZero {
            record.shiftEnd(by: splice.offset, linksFrom: firstMovedLink)
            enclosing = record.parent
        }
    }
}
