/// What Tab and Shift-Tab move through, in document order, with the row
/// where each starts. Links now; form fields join when the page carries them.
struct FocusTargets: Equatable {
    /// Indexes into `RenderedPage.links`, in order of first appearance.
    private(set) var order: [Int] = []
    private(set) var firstRow: [Int: Int] = [:]

    init(_ page: RenderedPage) {
        for (row, line) in page.lines.enumerated() {
            for span in line.spans {
                guard let link = span.link, firstRow[link] == nil else { continue }
                firstRow[link] = row
                order.append(link)
            }
        }
    }

    var isEmpty: Bool { order.isEmpty }

    func position(of link: Int?) -> Int? {
        link.flatMap { order.firstIndex(of: $0) }
    }

    func row(of link: Int) -> Int? { firstRow[link] }

    /// The first target at or after `row`.
    func first(atOrAfter row: Int) -> Int? {
        order.first { (firstRow[$0] ?? 0) >= row }
    }

    /// The last target before `row`.
    func last(before row: Int) -> Int? {
        order.last { (firstRow[$0] ?? 0) < row }
    }
}
