import Foundation
import Net

/// The recorded answers of `Fixtures/http/` and the made-up origin a
/// `FixtureTransport` serves them from: tests of the client's logic name
/// pages by path, as they would on a real server, and never open a socket.
enum HTTPFixtures {
    static let origin = URL(string: "http://app.test")!

    static func url(_ path: String) -> URL {
        URL(string: path, relativeTo: origin)!.absoluteURL
    }

    /// `Fixtures/http/<name>.http`.
    static func answer(_ name: String) throws -> RecordedAnswer {
        try RecordedAnswer(file: TestPaths.fixture("http/\(name).http"))
    }

    /// A transport that answers GET of each path with its answer.
    static func transport(_ routes: [String: RecordedAnswer], skipsIdleTime: Bool = true) -> FixtureTransport {
        let transport = FixtureTransport(skipsIdleTime: skipsIdleTime)
        for (path, answer) in routes {
            transport.answer(url(path), with: answer)
        }
        return transport
    }
}
