/// The text of a cell that holds nothing but plain ASCII text, whitespace
/// collapsed: most cells of a data table. Such a cell is measured and drawn
/// without a layout pass of its own, the same way the composer would.
struct PlainCellText {
    let text: String
    let width: Int
    let widestWord: Int

    init?(_ cell: Element) {
        guard !cell.children.isEmpty else { return nil }
        var words: [Substring] = []
        for child in cell.children {
            guard let node = child as? TextNode else { return nil }
            for byte in node.text.utf8 where byte >= 0x7F || (byte < 0x20 && !Self.isSpace(byte)) { return nil }
            words += node.text.utf8.split(whereSeparator: Self.isSpace).map { Substring($0) }
        }
        text = words.joined(separator: " ")
        width = text.utf8.count
        widestWord = words.reduce(0) { max($0, $1.utf8.count) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
