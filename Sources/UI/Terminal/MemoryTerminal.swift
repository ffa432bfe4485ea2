/// A terminal in memory: a fixed size, no input of its own (the driver and
/// tests hand the loop their events), and the last frame kept as cells.
/// `turbo-tui drive` draws on it, so its rows are what the browser shows;
/// each cell keeps the attributes and colours a real terminal would be sent.
package final class MemoryTerminal: Terminal {
    package private(set) var size: ScreenSize
    package let scheme: ColorScheme
    package private(set) var frame: ScreenBuffer
    package private(set) var drawCount = 0
    package private(set) var clipboard: [String] = []
    package private(set) var restored = false

    package init(size: ScreenSize, scheme: ColorScheme = .standard) {
        self.size = size
        self.scheme = scheme
        frame = ScreenBuffer(size: size)
    }

    package var inputDescriptors: [Int32] { [] }

    /// Rows of the last frame, trailing spaces trimmed.
    package var rows: [String] { frame.rowsAsText }

    /// A cell of the last frame as drawn: text, attributes, colours.
    package func drawn(row: Int, column: Int) -> PaintedCell {
        scheme.paint(frame[row, column])
    }

    package func draw(_ frame: ScreenBuffer) {
        self.frame = frame
        drawCount += 1
    }

    package func readInput() -> [InputEvent] { [] }

    package func refreshSize() {}
    package func suspend() {}
    package func resume() {}
    package func stopProcess() {}
    package func restore() { restored = true }
    package func copyToClipboard(_ text: String) { clipboard.append(text) }
}
