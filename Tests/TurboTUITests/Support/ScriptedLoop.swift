import Base
import Foundation
import UI

/// Runs the real loop with keys typed by a patient user: each event is
/// handed over once what the previous one started has settled (the loop's
/// `run(until:)`, the same wait `turbo-tui drive` uses), then the last one
/// settles too. The loop is stopped at the end; its exit, if any, returned.
enum ScriptedLoop {
    @discardableResult
    static func run(_ loop: EventLoop, opening url: URL, typing events: [InputEvent] = [],
                    seconds: Double = 10) -> BrowserState.Exit? {
        let deadline = loop.now + .milliseconds(Int(seconds * 1000))
        loop.start(opening: url)
        for event in events {
            guard loop.run(until: { loop.isSettled }, deadline: deadline) == .done else { break }
            loop.send(.input(event))
        }
        loop.run(until: { loop.isSettled }, deadline: deadline)
        loop.stop()
        return loop.state.exit
    }

    static func run(_ loop: EventLoop, opening url: URL, keys: [Key]) {
        run(loop, opening: url, typing: keys.map(InputEvent.key))
    }
}
