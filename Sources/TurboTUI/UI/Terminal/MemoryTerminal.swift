/// A terminal in memory for tests: a fixed size, scripted input handed out
/// when the browser is ready for it, and the last frame kept as cells.
public final class MemoryTerminal: Terminal {
    public private(set) var size: ScreenSize
    public private(set) var frame: ScreenBuffer
    public private(set) var drawCount = 0
    public private(set) var clipboard: [String] = []
    public private(set) var restored = false
    private var script: [InputEvent]

    public init(size: ScreenSize, script: [InputEvent] = []) {
        self.size = size
        self.script = script
        frame = ScreenBuffer(size: size)
    }

    public var inputDescriptors: [Int32] { [] }

    /// Rows of the last frame, trailing spaces trimmed.
    public var rows: [String] { frame.rowsAsText }

    public func draw(_ frame: ScreenBuffer) {
        self.frame = frame
        drawCount += 1
    }

    /// One scripted event at a time, so each sees the state the last one left.
    public func readInput() -> [InputEvent] {
        guard !script.isEmpty else { return [.endOfInput] }
        let event = script.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return [event]
    }

    public func type(_ events: [InputEvent]) { script.append(contentsOf: events) }

    public func refreshSize() {}
    public func suspend() {}
    public func resume() {}
    public func stopProcess() {}
    public func restore() { restored = true }
    public func copyToClipboard(_ text: String) { clipboard.append(text) }
}
