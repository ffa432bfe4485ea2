import Render
/// A page's `FocusTargets`, worked out once per layout version: building
/// them walks every row, which an incremental change should not cost until
/// the focus moves. A class so that a `PageView` read through a `let` can
/// still fill it; copies of the page share it, and the version says whose.
package final class FocusTargetsMemo {
    private var kept: (layout: ObjectIdentifier?, version: Int, targets: FocusTargets)?

    package func targets(of page: RenderedPage, version: (layout: IncrementalLayout, version: Int)?) -> FocusTargets {
        let key = (version.map { ObjectIdentifier($0.layout) }, version?.version ?? 0)
        if let kept, kept.layout == key.0, kept.version == key.1 { return kept.targets }
        let targets = FocusTargets(page)
        kept = (key.0, key.1, targets)
        return targets
    }
}
