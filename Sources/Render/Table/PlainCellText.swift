import HTML
import Base
/// The text of a cell that holds nothing but plain ASCII text, whitespace
/// collapsed: most cells of a data table. Such a cell is measured and drawn
/// without a layout pass of its own, the same way the composer would.
package struct PlainCellText {
    package let text: String

    /// For a cell that `measure` accepted: its text is known to need no sanitizing.
    package init?(_ cell: Element) {
        var words: [Substring] = []
        guard Self.forEachText(of: cell, {
            words += $0.utf8.split(whereSeparator: Self.isSpace).map { Substring($0) }
            return true
        }) else { return nil }
        text = words.joinedText(separator: " ")
    }

    /// The collapsed text's width and its widest word, without building it;
    /// nil when the cell is not plain text.
    package static func measure(_ cell: Element) -> (width: Int, widestWord: Int)? {
        guard cell.hasChildren else { return nil }
        var width = 0
        var widestWord = 0
        var word = 0
        let plain = forEachText(of: cell) { text in
            for byte in text.utf8 {
                if isSpace(byte) {
                    if word > 0 { width += word + (width > 0 ? 1 : 0) }
                    widestWord = max(widestWord, word)
                    word = 0
                } else if byte >= 0x7F || byte < 0x20 {
                    return false
                } else {
                    word += 1
                }
            }
            return true
        }
        guard plain else { return nil }
        if word > 0 { width += word + (width > 0 ? 1 : 0) }
        return (width, max(widestWord, word))
    }

    /// Calls `body` with each text child of `cell` in order, until it
    /// returns false; false when it did, or when a child is not text. A
    /// cell's text held in place (`Element.inlineText`) is read there, not
    /// made into a node.
    private static func forEachText(of cell: Element, _ body: (String) -> Bool) -> Bool {
        if let text = cell.inlineText { return body(text) }
        for child in cell.childNodes {
            guard let node = child as? TextNode, body(node.text) else { return false }
        }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
