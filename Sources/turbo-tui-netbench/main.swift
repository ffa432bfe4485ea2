import Foundation

// `make bench` runs this: N frame-like loads at once against a server with a
// fixed latency; total time as a ratio of one load's time (goal: close to 1).
// Options: --latency-ms MS (100), --rounds R (5), --count N (else 1, 5, 20, 50).

let arguments = CommandLine.arguments
func option(_ name: String) -> Double? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return Double(arguments[index + 1])
}

let latency = (option("--latency-ms") ?? 100) / 1000
let rounds = max(1, Int(option("--rounds") ?? 5))
let counts = option("--count").map { [Int($0)] } ?? [1, 5, 20, 50]

let benchmark = try FrameLoadBenchmark(latency: latency)
_ = benchmark.loadFrames(1) // warm-up: the first connection
let single = benchmark.median(of: rounds, count: 1)
print("Concurrent frame loads through one CurlTransport, server latency \(Int(latency * 1000)) ms, median of \(rounds) rounds")
print("  N   one load (ms)   total (ms)   ratio")
for count in counts {
    let total = benchmark.median(of: rounds, count: count)
    print(String(format: "%3d   %13.1f   %10.1f   %5.2f", count, single * 1000, total * 1000, total / single))
}
