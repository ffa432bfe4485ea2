import Foundation
import HTML

/// A selector (stream `targets`, a `<style>` prelude) parsed both ways and matched
/// against deep nested `<div>`s: each input must finish in well under a second of
/// the thread's CPU time (the wall clock of a loaded machine is no measure).
enum SelectorFuzz {
    nonisolated(unsafe) private static let document = HTMLParser.parse(
        "<section class=a id=s>" + String(repeating: "<div class=p data-x=1>", count: 300) + "<p lang=en>x</p>")

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let page = document // built before the clock starts: its parse is not the selector's time
        let start = threadCPUSeconds()
        if let list = try? SelectorList(parsing: text) { _ = list.matchingElements(in: page) }
        let lenient = SelectorList(keepingValidSelectorsOf: text)
        _ = lenient.matchingElements(in: page)
        let elapsed = threadCPUSeconds() - start
        FuzzCheck.require(elapsed < 1, "matching took \(elapsed) s of CPU")
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
