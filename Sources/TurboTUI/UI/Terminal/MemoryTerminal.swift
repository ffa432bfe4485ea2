/// A terminal in memory for tests: a fixed size, scripted input handed out
/// when the browser is ready for it, and the last frame kept as cells, each
/// with the attributes and colours a real terminal would be sent for it.
final class MemoryTerminal: Terminal {
    private(set) var size: ScreenSize
    let scheme: ColorScheme
    private(set) var frame: ScreenBuffer
    private(set) var drawCount = 0
    private(set) var clipboard: [String] = []
    private(set) var restored = false
    private var script: [InputEvent]

    init(size: ScreenSize, script: [InputEvent] = [], scheme: ColorScheme = .standard) {
        self.size = size
        self.scheme = scheme
        self.script = script
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

    /// One scripted event at a time, so each sees the state the last one left.
    func readInput() -> [InputEvent] {
        guard !script.isEmpty else { return [.endOfInput] }
        let event = script.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return [event]
    }

    func type(_ events: [InputEvent]) { script.append(contentsOf: events) }

    func refreshSize() {}
    func suspend() {}
    func resume() {}
    func stopProcess() {}
    func restore() { restored = true }
    func copyToClipboard(_ text: String) { clipboard.append(text) }
}
