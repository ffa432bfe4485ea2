import Base
import Foundation
import UI

/// A terminal in memory that keeps every frame drawn (cells, colours and
/// attributes, with when it was drawn), and whose keys arrive through a real
/// pipe, typed when a drawn frame shows a given text, as a user reacts to the
/// screen; with no reactions it only records (a slow page's frames). Unlike
/// `MemoryTerminal`'s script, which waits until nothing is loading, these
/// keys reach the loop while a page is still on its way or being prepared,
/// and only if the loop polls for them.
final class WatchingTerminal: Terminal {
    struct Reaction {
        /// What the reaction waits for, and its name in `typedAt`.
        let text: String
        let events: [InputEvent]
        var matches: ([String]) -> Bool

        init(text: String, events: [InputEvent]) {
            self.text = text
            self.events = events
            matches = { rows in rows.contains { $0.contains(text) } }
        }

        /// Waits for a screen `matches` accepts; `name` keys `typedAt`.
        init(name: String, events: [InputEvent], when matches: @escaping ([String]) -> Bool) {
            text = name
            self.events = events
            self.matches = matches
        }
    }

    private(set) var size: ScreenSize
    /// Every frame drawn, with when it was drawn, as rows and as cells.
    private(set) var frames: [(at: MonotonicInstant, rows: [String], buffer: ScreenBuffer)] = []
    /// When each reaction's keys were typed.
    private(set) var typedAt: [String: MonotonicInstant] = [:]
    private var reactions: [Reaction]
    private var typed: [InputEvent] = []
    /// Kept open by the watchdog too (`WakePipe`).
    private let input = WakePipe()
    private let giveUp: MonotonicInstant

    /// After `giveUpAfter` the input ends, so a test whose text never shows
    /// fails on its expectations instead of hanging.
    init(size: ScreenSize, reactions: [Reaction] = [], giveUpAfter: Duration = .seconds(30)) {
        self.size = size
        self.reactions = reactions
        giveUp = .now + giveUpAfter
        let input = input
        DispatchQueue.global().asyncAfter(deadline: .now() + giveUpAfter / .seconds(1)) { input.wake() }
    }

    var inputDescriptors: [Int32] { [input.readEnd] }

    var rows: [String] { frames.last?.rows ?? [] }

    func draw(_ frame: ScreenBuffer) {
        let rows = frame.rowsAsText
        frames.append((.now, rows, frame))
        guard let next = reactions.first, next.matches(rows) else { return }
        reactions.removeFirst()
        typedAt[next.text] = .now
        typed += next.events
        input.wake()
    }

    func readInput() -> [InputEvent] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(input.readEnd, &buffer, buffer.count) > 0 {}
        if SystemMonotonicClock().now >= giveUp { return [.endOfInput] }
        defer { typed.removeAll() }
        for case .resize(let newSize) in typed { size = newSize }
        return typed
    }

    func refreshSize() {}
    func suspend() {}
    func resume() {}
    func stopProcess() {}
    func restore() {}
    func copyToClipboard(_ text: String) {}
}
