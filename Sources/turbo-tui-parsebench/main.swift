import Foundation
import HTML

// `turbo-tui-parsebench [--tsv] [FILE...]`: the HTML tokenizer alone, then the
// whole parse (bytes to DOM), on UTF-8 pages (default: the two big corpus
// pages issue 15 sets its 12 ms/MB goal on); best of 9 runs after one warm-up
// (PARSEBENCH_RUNS=N for another count, 1 for profiling; PARSEBENCH_ONCE=1
// parses each page once, untimed, and prints its element count: for
// `valgrind --tool=callgrind`, whose instruction counts do not vary from run
// to run as times do on a shared machine). Build in release:
// `swift build -c release --product turbo-tui-parsebench`.
//
// `--tsv` prints one line per page for `script/parsebench.py` (`make bench`),
// which runs gumbo's C harness on the same bytes beside it: name, bytes, the
// whole parse's best CPU ms, its best wall ms, the tokenizer's best CPU ms.
// A bench product rather than a `turbo-tui tree --time`: it times the parse
// in-process, many runs without process start or file reading, and keeps
// timing code out of the shipped binary.
//
// `--phases FILE...` profiles the whole dump phase by phase instead
// (`PhaseProfile`: decode, tokenize, tree, style, layout, output; CPU time
// and heap), one tab-separated line per page, for `script/bench.py --wide`.

/// This thread's CPU time: on a busy machine it leaves out the time the
/// thread waited for a core, which wall time cannot.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The whole process's CPU time: every thread's, for the parse on two threads.
func processCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Best CPU (this thread's) and wall seconds of `runs` runs of `work`, and
/// the best of the process's CPU seconds, after one warm-up. What a run
/// returns is freed after its clock stops, so freeing is not counted.
func best<Result>(of runs: Int, _ work: () -> Result) -> (cpu: Double, wall: Double, processCPU: Double) {
    _ = work()
    var bestCPU = Double.infinity
    var bestWall = Double.infinity
    var bestProcessCPU = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = threadCPUSeconds()
        let startProcessCPU = processCPUSeconds()
        let result = work()
        bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
        bestProcessCPU = min(bestProcessCPU, processCPUSeconds() - startProcessCPU)
        bestWall = min(bestWall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        withExtendedLifetime(result) {}
    }
    return (bestCPU, bestWall, bestProcessCPU)
}

let defaultPages = ["rust-releases-1mb.html", "nodejs-api-8mb.html"].map { "Tests/TurboTUITests/Fixtures/corpus/\($0)" }
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--phases" {
    let phaseRuns = max(1, Int(ProcessInfo.processInfo.environment["PARSEBENCH_RUNS"] ?? "") ?? 3)
    for path in arguments.dropFirst() {
        guard let profile = PhaseProfile.measure(path: path, runs: phaseRuns) else {
            FileHandle.standardError.write(Data("turbo-tui-parsebench: cannot read \(path)\n".utf8))
            exit(1)
        }
        print(profile.tsv)
    }
    exit(0)
}
let tsv = arguments.first == "--tsv"
if tsv { arguments.removeFirst() }
let pages = arguments.isEmpty ? defaultPages : arguments
let runs = max(1, Int(ProcessInfo.processInfo.environment["PARSEBENCH_RUNS"] ?? "") ?? 9)
let chunkSize = 16_384

if !tsv {
    print("Tokenizer alone (\(chunkSize / 1024) KiB chunks) and whole parse (bytes to DOM through HTMLParser), "
          + "best of \(runs) runs, CPU time of the thread; then on two threads from 1 MiB, as parse(bytes:) runs it")
}
for path in pages {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("turbo-tui-parsebench: cannot read \(path)\n".utf8))
        exit(1)
    }
    let bytes = [UInt8](data)
    if ProcessInfo.processInfo.environment["PARSEBENCH_ONCE"] != nil {
        print(HTMLParser.parse(bytes: bytes).descendantElements.count)
        continue
    }
    let counts = TokenizerBenchmark.tokenize(bytes, chunkSize: chunkSize)
    let tokenizer = best(of: runs) {
        precondition(TokenizerBenchmark.tokenize(bytes, chunkSize: chunkSize) == counts, "runs differ")
    }
    // The whole parse: charset sniffing, the tokenizer feeding the tree
    // builder in HTMLParser's chunks, the depth cap. On one thread (its CPU
    // time is all the work), then as `HTMLParser.parse(bytes:)` runs it, on
    // two threads from 1 MiB (wall time, and the CPU time of both).
    let whole = best(of: runs) { HTMLParser.parse(bytes: bytes, pipelineThreshold: nil) }
    let twoThreads = best(of: runs) { HTMLParser.parse(bytes: bytes) }
    let elements = HTMLParser.parse(bytes: bytes).descendantElements.count
    let name = (path as NSString).lastPathComponent
    if tsv {
        print(String(format: "%@\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f", name as NSString, bytes.count, whole.cpu * 1000, whole.wall * 1000,
                     tokenizer.cpu * 1000, twoThreads.wall * 1000, twoThreads.processCPU * 1000))
        continue
    }
    let megabytes = Double(bytes.count) / 1_000_000
    print(String(format: "  %-24@ %5.2f MB  parse %6.2f ms/MB (wall %6.2f)  as parse(bytes:) runs it: wall %6.2f, CPU %6.2f  tokenizer alone %6.2f ms/MB  %d tokens, %d elements",
                 name as NSString, megabytes, whole.cpu * 1000 / megabytes, whole.wall * 1000 / megabytes,
                 twoThreads.wall * 1000 / megabytes, twoThreads.processCPU * 1000 / megabytes,
                 tokenizer.cpu * 1000 / megabytes, counts.tokens, elements))
}
