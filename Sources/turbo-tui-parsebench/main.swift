import Foundation
import TurboTUI

// `turbo-tui-parsebench [FILE...]`: the HTML tokenizer alone, then the whole
// parse (bytes to DOM), on UTF-8 pages
// (default: the two big corpus pages issue 15 sets its 12 ms/MB goal on),
// fed in 16 KiB chunks as libcurl delivers them; best of 9 runs after one
// warm-up. Build in release: `swift build -c release --product turbo-tui-parsebench`.

/// This thread's CPU time: on a busy machine it leaves out the time the
/// thread waited for a core, which wall time cannot.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

let defaultPages = ["rust-releases-1mb.html", "nodejs-api-8mb.html"].map { "Tests/TurboTUITests/Fixtures/corpus/\($0)" }
let arguments = Array(CommandLine.arguments.dropFirst())
let pages = arguments.isEmpty ? defaultPages : arguments
// PARSEBENCH_RUNS=1 for profiling (valgrind --tool=callgrind).
let runs = Int(ProcessInfo.processInfo.environment["PARSEBENCH_RUNS"] ?? "") ?? 9
let chunkSize = 16_384

print("Tokenizer alone (bytes to tokens, \(chunkSize / 1024) KiB chunks), best of \(runs) runs")
for path in pages {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("turbo-tui-parsebench: cannot read \(path)\n".utf8))
        exit(1)
    }
    let bytes = [UInt8](data)
    let first = TokenizerBenchmark.tokenize(bytes, chunkSize: chunkSize)
    var best = Double.infinity
    var bestCPU = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUSeconds()
        let counts = TokenizerBenchmark.tokenize(bytes, chunkSize: chunkSize)
        bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        precondition(counts == first, "runs differ")
        best = min(best, seconds)
    }
    let megabytes = Double(bytes.count) / 1_000_000
    let name = (path as NSString).lastPathComponent
    print(String(format: "  %-24@ %5.2f MB %7.2f ms %6.2f ms/MB (CPU time %6.2f ms/MB)  %d tokens, %d attributes",
                 name as NSString, megabytes, best * 1000, best * 1000 / megabytes, bestCPU * 1000 / megabytes,
                 first.tokens, first.attributes))
}

// The whole parse as the browser runs it: bytes to DOM (charset sniffing, the
// tokenizer feeding the tree builder in HTMLParser's chunks, the depth cap).
// Each document is freed after its clock stops, so freeing is not counted.
print("Whole parse (bytes to DOM through HTMLParser), best of \(runs) runs")
for path in pages {
    guard let data = FileManager.default.contents(atPath: path) else { exit(1) }
    let bytes = [UInt8](data)
    var best = Double.infinity
    var bestCPU = Double.infinity
    var elements = 0
    for _ in 0...runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUSeconds()
        let document = HTMLParser.parse(bytes: bytes)
        bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        elements = document.descendantElements.count
    }
    let megabytes = Double(bytes.count) / 1_000_000
    let name = (path as NSString).lastPathComponent
    print(String(format: "  %-24@ %5.2f MB %7.2f ms %6.2f ms/MB (CPU time %6.2f ms/MB)  %d elements",
                 name as NSString, megabytes, best * 1000, best * 1000 / megabytes, bestCPU * 1000 / megabytes, elements))
}
