/// Where the reader was on a page: the first row shown.
public struct ScrollPosition: Equatable, Sendable {
    public var topRow: Int

    public init(topRow: Int = 0) {
        self.topRow = max(0, topRow)
    }

    public static let top = ScrollPosition()
}
