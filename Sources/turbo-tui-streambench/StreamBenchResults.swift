import Foundation
import Render
import Turbo

/// Times and counts gathered over the rounds, and the report.
struct StreamBenchResults {
    var render: [Double] = []
    var firstLayout: [Double] = []
    var applyAndLayOut: [Double] = []
    var applyOnly: [Double] = []
    var renderMemory: [Double] = []
    var layoutMemory: [Double] = []
    var records = 0
    var wholePages = 0
    var relaidBlocks = 0
    var updates = 0
    var errors = 0
    var matches = true

    mutating func note(_ outcome: StreamOutcome, _ update: LayoutUpdate) {
        errors += outcome.errors.count
        updates += 1
        relaidBlocks += update.relaidBlocks
        if update.wholePage { wholePages += 1 }
    }

    func print(page: String, bytes: Int, actions: Int, rounds: Int) {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let perAction = median(applyAndLayOut) / Double(actions)
        let domOnly = median(applyOnly) / Double(actions)
        let full = median(render)
        Swift.print("Stream actions on \(page) (\(bytes / 1_000_000) MB), median of \(rounds) rounds")
        Swift.print(String(format: "  full re-render of the page with PageRenderer:        %8.1f ms", full * 1000))
        Swift.print(String(format: "  first layout keeping records (IncrementalLayout):    %8.1f ms", median(firstLayout) * 1000))
        Swift.print(String(format: "    memory of the laid-out page (first round's growth in RSS): %.0f MiB with %d block records, %.0f MiB without",
                           layoutMemory.first ?? 0, records, renderMemory.first ?? 0))
        Swift.print(String(format: "  %d actions, each applied and laid out again:      %8.1f ms, %.3f ms per action", actions,
                           median(applyAndLayOut) * 1000, perAction * 1000))
        Swift.print(String(format: "    of which applying to the DOM:                      %.3f ms per action", domOnly * 1000))
        Swift.print(String(format: "    blocks laid out again per action: %.1f; whole-page layouts: %d", Double(relaidBlocks) / Double(max(updates, 1)),
                           wholePages))
        Swift.print(String(format: "  one action plus its layout is %.0f times cheaper than a full re-render (goal: at least 50)",
                           full / perAction))
        Swift.print("  incremental page equals a full render after the actions: \(matches ? "yes" : "NO")")
        if errors > 0 { Swift.print("  \(errors) stream errors (the workload should have none)") }
    }
}
