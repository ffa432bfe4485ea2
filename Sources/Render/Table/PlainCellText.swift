import HTML
import Base
/// The text of a cell that holds nothing but plain ASCII text, whitespace
/// collapsed: most cells of a data table. Such a cell is measured and drawn
/// without a layout pass of its own, the same way the composer would.
package struct PlainCellText {
    package let text: String

    /// For a cell that `measure` accepted: its text is known to need no sanitizing.
    package init?(_ cell: Element) {
        guard let measured = Self.measure(cell) else { return nil }
        self.init(cell, collapsedWidth: measured.width)
    }

    /// A cell that `measure` accepted, `collapsedWidth` being the width it
    /// gave: the collapsed text is written straight into a string of that
    /// many bytes (words split into an array and joined again were a
    /// third of a 5 000-row table's drawing).
    package init(_ cell: Element, collapsedWidth: Int) {
        text = String(unsafeUninitializedCapacity: collapsedWidth) { buffer in
            var count = 0
            var pendingSpace = false
            _ = Self.forEachText(of: cell) { text in
                for byte in text.utf8 {
                    if Self.isSpace(byte) {
                        pendingSpace = count > 0
                    } else {
                        guard count + (pendingSpace ? 1 : 0) < buffer.count else { return false }
                        if pendingSpace {
                            buffer[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        buffer[count] = byte
                        count += 1
                    }
                }
                return true
            }
            return count
        }
    }

    /// The text cut into lines at most `width` columns wide, as the composer
    /// cuts a cell's words: a word goes on the line after a space while it
    /// fits, else it starts the next line; a word wider than a line fills
    /// lines of its own, cut at the width, and its rest starts the next line
    /// (`SKU-0791` `9` in a column of 8). Each line is a string of its own, most short enough to be held in place.
    /// A 5 000-row table in 80 columns laid out 20 000 such cells, a
    /// composer's walk each.
    package func lines(width: Int) -> [String] {
        var text = text
        return text.withUTF8 { Self.lines(of: $0, width: max(width, 1)) }
    }

    /// `lines(width:)` on the text's bytes: ASCII words joined by single
    /// spaces, a column a byte.
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String] {
        var lines: [String] = []
        func line(_ start: Int, _ end: Int) {
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        var lineStart = 0
        var lineEnd = 0
        var lineWidth = 0
        var index = 0
        while index < bytes.count {
            let wordStart = index
            while index < bytes.count && bytes[index] != 0x20 { index += 1 }
            let wordEnd = index
            index += 1
            let wordWidth = wordEnd - wordStart
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                line(lineStart, lineEnd)
                lineWidth = 0
            }
            if lineWidth > 0 {
                lineEnd = wordEnd
                lineWidth += 1 + wordWidth
                continue
            }
            var pieceStart = wordStart
            while wordEnd - pieceStart > width {
                line(pieceStart, pieceStart + width)
                pieceStart += width
            }
            lineStart = pieceStart
            lineEnd = wordEnd
            lineWidth = wordEnd - pieceStart
        }
        if lineWidth > 0 { line(lineStart, lineEnd) }
        return lines
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
