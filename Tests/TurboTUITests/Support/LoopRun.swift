import Base
import Foundation
import Net
import UI

/// The real event loop with curl, on an in-memory screen, opened on a URL
/// of a server on 127.0.0.1: keys go in and the loop runs until it has
/// settled (or its 15 s are up). Written once for the suites that drive
/// the loop a key at a time (HTTP authentication, prefetch).
final class LoopRun {
    let terminal: MemoryTerminal
    let loop: EventLoop
    let deadline = SystemMonotonicClock().now + .seconds(15)

    init(rows: Int = 10, columns: Int = 70, opening url: URL) {
        terminal = MemoryTerminal(size: ScreenSize(rows: rows, columns: columns))
        loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration.testApp())
        loop.start(opening: url)
        settle()
    }

    func settle() { _ = loop.run(until: { [loop] in loop.isSettled }, deadline: deadline) }

    func type(_ text: String) {
        for character in text { loop.send(.input(.key(.character(character)))) }
        settle()
    }

    func press(_ key: Key) {
        loop.send(.input(.key(key)))
        settle()
    }

    /// The user name and password the tests' servers take, typed into the two prompts.
    func signIn() {
        type("ada")
        press(.enter)
        type("s3cret")
        press(.enter)
    }

    func waitFor(requests count: Int, on server: LoopbackHTTPServer) {
        _ = loop.run(until: { server.requests.count >= count }, deadline: deadline)
    }

    /// Turns of the loop, waiting in its poll, for `duration`.
    func run(for duration: Duration) {
        _ = loop.run(until: { false }, deadline: loop.now + duration)
    }

    var screen: String { terminal.rows.joined(separator: "\n") }

    var asksForUserName: Bool {
        if case .userName? = loop.state.statusPrompt?.kind { return true }
        return false
    }
}
