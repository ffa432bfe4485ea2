import Base
import Foundation
import UI

/// A terminal in memory that types a key every few milliseconds through a
/// real pipe, from a thread of its own, as a reader holding j and k down:
/// the loop draws a frame for each, so the time between two frames is how
/// long the loop kept the reader waiting (script/loop-latency.py does the
/// same with the real binary in tmux). Typing starts with `startTyping`
/// and stops with `stopTyping` (or when the terminal goes).
final class PacedTerminal: Terminal {
    /// Shared with the typing thread: the pipe and whether to go on.
    private final class Keys: @unchecked Sendable {
        let pipe = WakePipe()
        private let lock = NSLock()
        private var typing = false

        var readEnd: Int32 { pipe.readEnd }

        var isTyping: Bool {
            get { lock.withLock { typing } }
            set { lock.withLock { typing = newValue } }
        }

        func press() { pipe.wake() }
    }

    private(set) var size: ScreenSize
    /// Every frame drawn, with when it was drawn.
    private(set) var frames: [(at: MonotonicInstant, rows: [String])] = []
    private let keys = Keys()
    private var next: Character = "j"
    /// Events the test hands the loop with the next key (a resize).
    private var queued: [InputEvent] = []

    init(size: ScreenSize) {
        self.size = size
    }

    deinit {
        keys.isTyping = false
    }

    /// A key every `interval` from now on, from another thread.
    func startTyping(every interval: Duration = .milliseconds(10)) {
        let keys = keys
        keys.isTyping = true
        let thread = Thread {
            while keys.isTyping {
                keys.press()
                Thread.sleep(forTimeInterval: interval / .seconds(1))
            }
        }
        thread.start()
    }

    func stopTyping() {
        keys.isTyping = false
    }

    /// `event` reaches the loop with the next key, as a real terminal's would.
    func queue(_ event: InputEvent) {
        queued.append(event)
        keys.press()
    }

    var inputDescriptors: [Int32] { [keys.readEnd] }

    var rows: [String] { frames.last?.rows ?? [] }

    func draw(_ frame: ScreenBuffer) {
        frames.append((.now, frame.rowsAsText))
    }

    func readInput() -> [InputEvent] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var pressed = false
        while read(keys.readEnd, &buffer, buffer.count) > 0 { pressed = true }
        guard pressed else { return [] }
        let events = queued
        queued.removeAll()
        for case .resize(let newSize) in events { size = newSize }
        defer { next = next == "j" ? "k" : "j" }
        return events + [.key(.character(next))]
    }

    func refreshSize() {}
    func suspend() {}
    func resume() {}
    func stopProcess() {}
    func restore() {}
    func copyToClipboard(_ text: String) {}
}
