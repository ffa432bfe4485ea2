/// A terminal in memory: a fixed size, no input of its own (the driver and
/// tests hand the loop their events), and the last frame kept as cells.
/// `turbo-tui drive` draws on it, so its rows are what the browser shows;
/// each cell keeps the attributes and colours a real terminal would be sent.
/// An image in pixels shows as its symbol cells here (`drive` has no
/// pixels); its placement is kept (`placements`), and with a pixel protocol
/// given, the bytes a real terminal would be sent for it (`pixelStream`).
package final class MemoryTerminal: Terminal {
    package private(set) var size: ScreenSize
    package let scheme: ColorScheme
    package private(set) var frame: ScreenBuffer
    package private(set) var drawCount = 0
    package private(set) var clipboard: [String] = []
    package private(set) var restored = false
    /// Draws the frames' pixel placements as a real terminal of this protocol would be sent them.
    package let painter: PixelPainter?
    /// Everything the painter sent, frame after frame.
    package private(set) var pixelStream: [UInt8] = []
    /// What the painter made of each frame drawn.
    package private(set) var pixelOutputs: [PixelPainter.Output] = []

    package init(size: ScreenSize, scheme: ColorScheme = .standard, pixels: PixelPainter? = nil) {
        self.size = size
        self.scheme = scheme
        frame = ScreenBuffer(size: size)
        painter = pixels
    }

    /// The images the last frame shows in pixels (each also as its symbol cells).
    package var placements: [PixelPlacement] { frame.pixelImages }

    package var inputDescriptors: [Int32] { [] }

    /// Rows of the last frame, trailing spaces trimmed.
    package var rows: [String] { frame.rowsAsText }

    /// A cell of the last frame as drawn: text, attributes, colours.
    package func drawn(row: Int, column: Int) -> PaintedCell {
        scheme.paint(frame[row, column])
    }

    package func draw(_ frame: ScreenBuffer) {
        if let painter {
            let output = painter.paint(frame, over: drawCount == 0 ? nil : self.frame)
            pixelOutputs.append(output)
            pixelStream += output.before + output.after
        }
        self.frame = frame
        drawCount += 1
    }

    package func takePixelWork() -> [PixelWork.Request] { painter?.takeWork() ?? [] }
    package func pixelsMade(_ made: PixelWork.Made) { painter?.take(made) }

    package func readInput() -> [InputEvent] { [] }

    package func refreshSize() {}
    package func suspend() {}
    package func resume() {}
    package func stopProcess() {}
    package func restore() { restored = true }
    package func copyToClipboard(_ text: String) { clipboard.append(text) }
}
