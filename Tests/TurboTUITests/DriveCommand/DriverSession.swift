import Foundation
import Drive
import Net
import Turbo
import UI

/// A `turbo-tui drive` session in the test process: the real `Driver`, loop,
/// libcurl and a real server, fed one JSON line at a time as the binary
/// feeds it from standard input.
final class DriverSession {
    let driver: Driver

    init(size: ScreenSize = ScreenSize(rows: 24, columns: 80), configuration: BrowserConfiguration = BrowserConfiguration.testApp(),
         transport: CurlTransport = CurlTransport()) {
        driver = Driver(size: size, transport: transport, configuration: configuration)
    }

    deinit { driver.stop() }

    /// The answer to one line, as the binary would print it.
    @discardableResult
    func send(_ line: String) -> DriverAnswer {
        do {
            return driver.run(try DriverStep(line: line))
        } catch {
            return .failure(error)
        }
    }

    /// A member of the answer's `state`.
    func state(_ answer: DriverAnswer, _ key: String) -> JSONValue? {
        answer["state"]?.objectValue?[key]
    }
}
