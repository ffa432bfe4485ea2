import HTML
import Base
/// Numbering state of one open list, so items are numbered in one pass
/// (`start`, `reversed`, `type`, and `<li value>` resetting the count).
package struct ListCounter: Equatable {
    private let ordered: Bool
    private let type: String?
    private var next: Int
    private let step: Int
    /// Columns of the widest marker, so that numbers line up on the right.
    package private(set) var markerWidth = 1
    /// List numbers live in 32 bits, as browsers keep them; `start` and `value`
    /// beyond are clamped, and counting saturates at the ends instead of overflowing.
    package static let numbers = Int(Int32.min)...Int(Int32.max)

    package init(unorderedWithType type: String?) {
        ordered = false
        self.type = type
        next = 1
        step = 1
    }

    package init(ordered list: Element) {
        ordered = true
        type = list.attribute("type")
        let reversed = list.hasAttribute("reversed")
        step = reversed ? -1 : 1
        if let start = list.attribute("start").flatMap({ HTMLInteger.parse($0, clampedTo: Self.numbers) }) {
            next = start
        } else {
            next = reversed ? list.childElements.lazy.filter { $0.name == "li" }.count : 1
        }
        var probe = self
        for item in list.childElements where item.name == "li" {
            markerWidth = max(markerWidth, TextWidth.columns(probe.nextMarker(for: item, depth: 1)))
        }
    }

    package mutating func nextMarker(for item: Element, depth: Int) -> String {
        guard ordered else { return ListMarker.bullet(depth: depth, type: item.attribute("type") ?? type) }
        if let value = item.attribute("value").flatMap({ HTMLInteger.parse($0, clampedTo: Self.numbers) }) { next = value }
        let number = next
        next = min(Self.numbers.upperBound, max(Self.numbers.lowerBound, next + step))
        return ListMarker.ordinal(number, type: item.attribute("type") ?? type)
    }
}
