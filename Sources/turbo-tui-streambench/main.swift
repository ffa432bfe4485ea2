import Foundation
import TurboTUI

// `make bench` runs this: the time to apply stream actions to a large page
// against the time to lay the whole page out again with PageRenderer, which
// is what the browser does after any change until the renderer can re-lay
// out only the changed parts (DOMChanges says which).
// Options: --page PATH (the 8 MB corpus page), --actions N (1000), --rounds R (3).

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
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

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var applyTimes: [Double] = []
var walkingTimes: [Double] = []
var renderTimes: [Double] = []
let walkingCount = max(1, actionCount / 10)
var changed = 0
var errors = 0
for _ in 0..<rounds {
    let document = HTMLParser.parse(bytes: Array(bytes))
    let ids = document.descendantElements.compactMap { $0.id }.filter { !$0.isEmpty && !$0.contains("\"") }
    let workload = StreamWorkload(ids: Array(Set(ids)).sorted(), count: actionCount)
    let index = ElementIDIndex(root: document)
    applyTimes.append(seconds {
        for message in workload.messages {
            let outcome = StreamProcessor.apply(StreamMessage(html: message), to: document, index: index)
            changed += outcome.changes.containers.count
            errors += outcome.errors.count
        }
    })
    // Without the index every `target` walks the page: a tenth of the work.
    let walking = StreamWorkload(ids: Array(Set(ids)).sorted(), count: walkingCount)
    walkingTimes.append(seconds {
        for message in walking.messages {
            _ = StreamProcessor.apply(StreamMessage(html: message), to: document)
        }
    })
    renderTimes.append(seconds { _ = PageRenderer(options: RenderOptions(width: 80)).render(document) })
}

let perAction = median(applyTimes) / Double(actionCount)
let render = median(renderTimes)
print("Stream actions on \(URL(fileURLWithPath: path).lastPathComponent) (\(bytes.count / 1_000_000) MB), median of \(rounds) rounds")
print(String(format: "  %d actions (parse message + find target + apply): %8.1f ms, %.3f ms per action", actionCount,
             median(applyTimes) * 1000, perAction * 1000))
print(String(format: "  (the first builds the id index: one walk of the page)"))
print(String(format: "  %d actions without the id index (each walks the page): %.3f ms per action", walkingCount,
             median(walkingTimes) * 1000 / Double(walkingCount)))
print(String(format: "  full re-render of the page with PageRenderer:     %8.1f ms", render * 1000))
print(String(format: "  one action is %.0f times cheaper than a full re-render (goal: at least 50)", render / perAction))
if errors > 0 { print("  \(errors) stream errors (the workload should have none)") }
