@testable import TurboTUI

/// A selector (stream `targets`, a `<style>` prelude) parsed both ways and matched
/// against deep nested `<div>`s: each input must finish in well under a second.
enum SelectorFuzz {
    nonisolated(unsafe) private static let document = HTMLParser.parse(
        "<section class=a id=s>" + String(repeating: "<div class=p data-x=1>", count: 300) + "<p lang=en>x</p>")

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let start = ContinuousClock.now
        if let list = try? SelectorList(parsing: text) { _ = list.matchingElements(in: document) }
        let lenient = SelectorList(keepingValidSelectorsOf: text)
        _ = lenient.matchingElements(in: document)
        let elapsed = ContinuousClock.now - start
        FuzzCheck.require(elapsed < .seconds(1), "matching took \(elapsed)")
    }
}
