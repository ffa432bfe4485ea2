import Render
/// What Tab and Shift-Tab move through, in document order: links, the
/// form fields that can be used (disabled ones are skipped, as browsers
/// do), and the images drawn as boxes that are in no link and have a label
/// (an `alt=""` image is decoration): block boxes, a table cell's and inline
/// ones alike. With the row where each starts.
package struct FocusTargets: Equatable {
    package private(set) var order: [FocusTarget] = []
    package private(set) var firstRow: [FocusTarget: Int] = [:]
    /// Where each ends: a link wrapped over two rows is shown while either is.
    package private(set) var lastRow: [FocusTarget: Int] = [:]
    /// The boxes of the images that are targets, `.image(index)`'s.
    package private(set) var images: [ImageSlot] = []

    package init(_ page: RenderedPage) {
        for (row, line) in page.lines.enumerated() {
            // An image's first row holds its label: the image is a target
            // there unless the label is a link's (or there is none).
            if let image = line.image, image.row == 0, !line.spans.isEmpty, !line.spans.contains(where: { $0.link != nil }) {
                addImage(image.slot, row: row)
                continue
            }
            // Images at a column of the line (a table cell's, an inline box) in order with its links and fields.
            var inLine = line.cellImages.isEmpty ? [] : line.imagesInNoLink.sorted { $0.column < $1.column }
            var x = 0
            for span in line.spans {
                while let slot = inLine.first, slot.column <= x {
                    addImage(slot, row: row)
                    inLine.removeFirst()
                }
                x += span.width
                let target: FocusTarget
                if let link = span.link {
                    target = .link(link)
                } else if let field = span.field, page.fields.indices.contains(field), !page.fields[field].isDisabled {
                    target = .field(field)
                } else {
                    continue
                }
                lastRow[target] = row
                guard firstRow[target] == nil else { continue }
                firstRow[target] = row
                order.append(target)
            }
            for slot in inLine { addImage(slot, row: row) }
        }
    }

    private mutating func addImage(_ slot: ImageSlot, row: Int) {
        let target = FocusTarget.image(images.count)
        images.append(slot)
        firstRow[target] = row
        lastRow[target] = row + slot.box.rows - 1
        order.append(target)
    }

    package var isEmpty: Bool { order.isEmpty }

    /// The box of image target `index`, if there is one.
    package func image(_ index: Int) -> ImageSlot? {
        images.indices.contains(index) ? images[index] : nil
    }

    /// The image target showing `url` nearest `index`: what a focused image
    /// is after the page is laid out again.
    package func image(showing url: String, near index: Int) -> FocusTarget? {
        images.indices.filter { images[$0].url == url }.min { abs($0 - index) < abs($1 - index) }.map(FocusTarget.image)
    }

    package func position(of target: FocusTarget?) -> Int? {
        target.flatMap { order.firstIndex(of: $0) }
    }

    package func row(of target: FocusTarget) -> Int? { firstRow[target] }

    /// Whether any row of `target` is among `rows`.
    package func isShown(_ target: FocusTarget, in rows: Range<Int>) -> Bool {
        guard let first = firstRow[target], let last = lastRow[target] else { return false }
        return first < rows.upperBound && last >= rows.lowerBound
    }

    /// The first target with a row among `rows` (a link cut at the top counts).
    package func first(shownIn rows: Range<Int>) -> FocusTarget? {
        order.first { isShown($0, in: rows) }
    }

    /// The first target at or after `row`.
    package func first(atOrAfter row: Int) -> FocusTarget? {
        order.first { (firstRow[$0] ?? 0) >= row }
    }

    /// The last target before `row`.
    package func last(before row: Int) -> FocusTarget? {
        order.last { (firstRow[$0] ?? 0) < row }
    }
}
