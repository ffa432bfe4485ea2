import Foundation
import Net
import Turbo

/// Loads N frames at once through one transport, as a page with N eager
/// `<turbo-frame src>` does, and times the whole batch.
final class FrameLoadBenchmark {
    private let server: FixedLatencyServer
    private let transport = CurlTransport()
    private var factory = TurboRequestFactory()

    init(latency: Double) throws {
        server = try FixedLatencyServer(latency: latency)
    }

    /// Seconds for `count` frame loads started together, run to the end.
    func loadFrames(_ count: Int) -> Double {
        let page = URL(string: "http://127.0.0.1:\(server.port)/posts")!
        var finished = 0
        let started = DispatchTime.now().uptimeNanoseconds
        for index in 0..<count {
            let url = URL(string: "http://127.0.0.1:\(server.port)/frames/\(index)")!
            let request = factory.request(for: TurboFetch(url: url, frameID: "frame_\(index)", referrer: page))
            transport.start(request) { result in
                if case .failure(let error) = result { fatalError("frame load failed: \(error)") }
                finished += 1
            }
        }
        transport.runUntilIdle()
        precondition(finished == count)
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    }

    /// The median of `rounds` runs of `loadFrames(count)`.
    func median(of rounds: Int, count: Int) -> Double {
        let times = (0..<rounds).map { _ in loadFrames(count) }.sorted()
        return times[times.count / 2]
    }
}
