/// A terminal in memory: a fixed size, no input of its own (the driver and
/// tests hand the loop their events), and the last frame kept as cells.
/// `turbo-tui drive` draws on it, so its rows are what the browser shows.
final class MemoryTerminal: Terminal {
    private(set) var size: ScreenSize
    private(set) var frame: ScreenBuffer
    private(set) var drawCount = 0
    private(set) var clipboard: [String] = []
    private(set) var restored = false

    init(size: ScreenSize) {
        self.size = size
        frame = ScreenBuffer(size: size)
    }

    var inputDescriptors: [Int32] { [] }

    /// Rows of the last frame, trailing spaces trimmed.
    var rows: [String] { frame.rowsAsText }

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
