/// A terminal in memory: a fixed size, no input of its own (the driver and
/// tests hand the loop their events), and the last frame kept as cells.
/// `turbo-tui drive` draws on it, so its rows are what the browser shows;
/// each cell keeps the attributes and colours a real terminal would be sent.
final class MemoryTerminal: Terminal {
    private(set) var size: ScreenSize
    let scheme: ColorScheme
    private(set) var frame: ScreenBuffer
    private(set) var drawCount = 0
    private(set) var clipboard: [String] = []
    private(set) var restored = false

    init(size: ScreenSize, scheme: ColorScheme = .standard) {
        self.size = size
        self.scheme = scheme
        frame = ScreenBuffer(size: size)
    }

    var inputDescriptors: [Int32] { [] }

    /// Rows of the last frame, trailing spaces trimmed.
    var rows: [String] { frame.rowsAsText }

    /// A cell of the last frame as drawn: text, attributes, colours.
    func drawn(row: Int, column: Int) -> PaintedCell {
        scheme.paint(frame[row, column])
    }

    func draw(_ frame: ScreenBuffer) {
        self.frame = frame
        drawCount += 1
    }

    func readInput() -> [InputEvent] { [] }

    func refreshSize() {}
    func suspend() {}
    func resume() {}
    func stopProcess() {}
    func restore() { restored = true }
    func copyToClipboard(_ text: String) { clipboard.append(text) }
}
