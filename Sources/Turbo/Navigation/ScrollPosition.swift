/// Where the reader was on a page: the first row shown.
package struct ScrollPosition: Equatable, Sendable {
    package var topRow: Int

    package init(topRow: Int = 0) {
        self.topRow = max(0, topRow)
    }

    package static let top = ScrollPosition()
}
