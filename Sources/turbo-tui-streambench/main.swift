import Foundation
import HTML
import Render
import Turbo

// `make bench` runs this: what a user waits for after a stream action on a
// large page (applying it, then laying out again only what changed, with
// IncrementalLayout) against laying the whole page out again with
// PageRenderer, which is what the browser did before.
// Options: --page PATH (the 8 MB corpus page), --actions N (1000), --rounds R (3);
// --targets N times instead one stream of each kind over N targets (MultiTargetWorkload),
// --streams N one message of N streams of each kind (ManyStreamsWorkload).

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let manyStreams = option("--streams").flatMap { Int($0) }
if let targets = option("--targets").flatMap({ Int($0) }) ?? manyStreams {
    let results = manyStreams == nil ? MultiTargetWorkload(targetCount: targets).run(seconds: seconds)
        : ManyStreamsWorkload(count: targets).run(seconds: seconds)
    print(manyStreams == nil ? "One stream over \(targets) targets (#list > .record), on a fresh page each"
          : "One message of \(targets) streams, on a fresh page each")
    for result in results {
        print(String(format: "  %@ applied %8.1f ms, laid out again %8.1f ms%@", result.action.padding(toLength: 22, withPad: " ", startingAt: 0),
                     result.apply * 1000, result.layout * 1000, result.correct ? "" : "  WRONG RESULT"))
    }
    exit(0)
}

let path = option("--page") ?? "Tests/TurboTUITests/Fixtures/corpus/nodejs-api-8mb.html"
let actionCount = Int(option("--actions") ?? "") ?? 1000
let rounds = max(1, Int(option("--rounds") ?? "") ?? 3)
guard let bytes = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("turbo-tui-streambench: cannot read \(path)\n".utf8))
    exit(1)
}

func seconds(_ work: () -> Void) -> Double {
    let start = ContinuousClock.now
    work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Resident memory now, from /proc/self/statm. Only the first round's
/// growth means anything: later rounds reuse the pages earlier ones freed.
func residentMegabytes() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

let options = RenderOptions(width: 80)
var results = StreamBenchResults()
for _ in 0..<rounds {
    let document = HTMLParser.parse(bytes: Array(bytes))
    let ids = document.descendantElements.compactMap { $0.id }.filter { !$0.isEmpty && !$0.contains("\"") }
    let workload = StreamWorkload(ids: Array(Set(ids)).sorted(), count: actionCount)
    var kept: [RenderedPage] = []
    let before = residentMegabytes()
    results.render.append(seconds { kept.append(PageRenderer(options: options).render(document)) })
    results.renderMemory.append(residentMegabytes() - before)
    kept.removeAll()
    var layout: IncrementalLayout?
    let beforeLayout = residentMegabytes()
    results.firstLayout.append(seconds { layout = IncrementalLayout(document: document, options: options) })
    results.layoutMemory.append(residentMegabytes() - beforeLayout)
    guard let layout else { break }
    results.records = layout.recordCount
    let index = ElementIDIndex(root: document)
    results.applyAndLayOut.append(seconds {
        for message in workload.messages {
            let outcome = StreamProcessor.apply(StreamMessage(html: message), to: document, index: index)
            let update = layout.update(after: outcome.changes)
            results.note(outcome, update)
        }
    })
    results.matches = results.matches && layout.page.lines == PageRenderer(options: options).render(document).lines
    // The same actions on a fresh copy of the page without laying out: the DOM's share.
    let fresh = HTMLParser.parse(bytes: Array(bytes))
    let freshIndex = ElementIDIndex(root: fresh)
    results.applyOnly.append(seconds {
        for message in workload.messages { _ = StreamProcessor.apply(StreamMessage(html: message), to: fresh, index: freshIndex) }
    })
}
results.print(page: URL(fileURLWithPath: path).lastPathComponent, bytes: bytes.count, actions: actionCount, rounds: rounds)
