import HTML
/// The text of a cell that holds nothing but plain ASCII text, whitespace
/// collapsed: most cells of a data table. Such a cell is measured and drawn
/// without a layout pass of its own, the same way the composer would.
package struct PlainCellText {
    package let text: String

    /// For a cell that `measure` accepted: its text is known to need no sanitizing.
    package init?(_ cell: Element) {
        var words: [Substring] = []
        for child in cell.childNodes {
            guard let node = child as? TextNode else { return nil }
            words += node.text.utf8.split(whereSeparator: Self.isSpace).map { Substring($0) }
        }
        text = words.joined(separator: " ")
    }

    /// The collapsed text's width and its widest word, without building it;
    /// nil when the cell is not plain text.
    package static func measure(_ cell: Element) -> (width: Int, widestWord: Int)? {
        guard cell.hasChildren else { return nil }
        var width = 0
        var widestWord = 0
        var word = 0
        for child in cell.childNodes {
            guard let node = child as? TextNode else { return nil }
            for byte in node.text.utf8 {
                if isSpace(byte) {
                    if word > 0 { width += word + (width > 0 ? 1 : 0) }
                    widestWord = max(widestWord, word)
                    word = 0
                } else if byte >= 0x7F || byte < 0x20 {
                    return nil
                } else {
                    word += 1
                }
            }
        }
        if word > 0 { width += word + (width > 0 ? 1 : 0) }
        return (width, max(widestWord, word))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
