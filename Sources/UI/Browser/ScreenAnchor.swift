import Render
/// A row of text the reader sees, and where on the screen it is: after the
/// page is laid out again, the same text nearest its old row is put back at
/// the same screen row.
package struct ScreenAnchor {
    package static let searchRows = 20

    package let text: String
    package let row: Int
    /// Rows between the top of the screen and the anchor.
    package let offset: Int

    /// The new scroll top; nil when the text is gone.
    package func row(in lines: [StyledLine]) -> Int? {
        let same = lines.indices.filter { lines[$0].text == text }
        return same.min { abs($0 - row) < abs($1 - row) }.map { max(0, $0 - offset) }
    }
}
