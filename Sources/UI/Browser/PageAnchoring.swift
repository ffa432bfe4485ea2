import HTML
import Render
/// Keeping the reader's place and focus across an incremental layout: rows
/// and targets that were not laid out again are followed through the
/// update's splices, so nothing walks the whole page; only what was laid
/// out again is looked for as before (the same text near its old row, the
/// same field element, the link with the same href nearest its old place).
package enum PageAnchoring {
    /// Rows searched either side of a re-laid top row for its text.
    package static let searchWindow = 200

    package static func top(for anchor: ScreenAnchor, after update: LayoutUpdate, in lines: [StyledLine]) -> Int? {
        if let row = update.row(after: anchor.row) { return max(0, row - anchor.offset) }
        if update.wholePage { return anchor.row(in: lines) }
        let growth = update.rows.reduce(0) { $0 + max(0, $1.newCount - $1.oldCount) }
        let low = max(0, min(anchor.row - searchWindow, lines.count))
        let high = max(low, min(lines.count, anchor.row + searchWindow + growth))
        let nearby = ScreenAnchor(text: anchor.text, row: anchor.row - low, offset: 0)
        if let found = nearby.row(in: Array(lines[low..<high])) { return max(0, low + found - anchor.offset) }
        return anchor.row(in: lines)
    }

    /// The focused link, field or image, with what finds it again if it was laid out again.
    package enum FocusedTarget {
        case link(index: Int, href: String)
        case field(index: Int, element: Element)
        case image(index: Int, url: String)

        package init?(_ focus: FocusTarget?, in page: RenderedPage, targets: FocusTargets) {
            switch focus {
            case .image(let index)?:
                guard let slot = targets.image(index) else { return nil }
                self = .image(index: index, url: slot.url)
            case .link(let index)? where page.links.indices.contains(index):
                self = .link(index: index, href: page.links[index].href)
            case .field(let index)? where page.fields.indices.contains(index):
                self = .field(index: index, element: page.fields[index].element)
            default:
                return nil
            }
        }

        /// nil when its element went away.
        package func target(after update: LayoutUpdate, in page: RenderedPage, targets: FocusTargets) -> FocusTarget? {
            switch self {
            case .image(let index, let url):
                return targets.image(showing: url, near: index)
            case .field(let index, let element):
                if let moved = update.field(after: index) { return .field(moved) }
                return page.fields.firstIndex { $0.element === element }.map(FocusTarget.field)
            case .link(let index, let href):
                if let moved = update.link(after: index) { return .link(moved) }
                let same = page.links.indices.filter { page.links[$0].href == href }
                return same.min { abs($0 - index) < abs($1 - index) }.map(FocusTarget.link)
            }
        }
    }
}
