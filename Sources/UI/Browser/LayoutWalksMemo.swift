import Render
/// What walks every row of a page's layout, worked out once per layout
/// version: its `FocusTargets` and its `ReadingIndex`. An incremental
/// change should not cost a walk until the focus moves or the reader's
/// place is asked for. A class so that a `PageView` read through a `let`
/// can still fill it; copies of the page share it, and the version says whose.
package final class LayoutWalksMemo {
    private var key: Key?
    private var targets: FocusTargets?
    private var readingIndex: ReadingIndex?

    package func targets(of page: RenderedPage, version: (layout: IncrementalLayout, version: Int)?) -> FocusTargets {
        keep(version)
        if let targets { return targets }
        let made = FocusTargets(page)
        targets = made
        return made
    }

    package func readingIndex(of page: RenderedPage, version: (layout: IncrementalLayout, version: Int)?) -> ReadingIndex {
        keep(version)
        if let readingIndex { return readingIndex }
        let made = ReadingIndex(page.lines)
        readingIndex = made
        return made
    }

    /// Whether both walks are made for this layout version.
    package func holdsBoth(for version: (layout: IncrementalLayout, version: Int)?) -> Bool {
        key == Key(version) && targets != nil && readingIndex != nil
    }

    /// Forgets what was worked out for another layout or version.
    private func keep(_ version: (layout: IncrementalLayout, version: Int)?) {
        let asked = Key(version)
        guard key != asked else { return }
        key = asked
        targets = nil
        readingIndex = nil
    }

    /// Which layout, and which version of it; no layout: the page's fixed one.
    private struct Key: Equatable {
        let layout: ObjectIdentifier?
        let version: Int

        init(_ version: (layout: IncrementalLayout, version: Int)?) {
            layout = version.map { ObjectIdentifier($0.layout) }
            self.version = version?.version ?? 0
        }
    }
}
