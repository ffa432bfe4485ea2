import FoundationEssentials
import HTML

/// The frames of a page (or of a frame just filled) that have a `src` to
/// load (turbo-wire Fr1): eager ones now and side by side, lazy ones when
/// the UI sees their element come into view. Disabled, complete and
/// id-less frames and frames in template contents are not loaded.
package struct FrameLoadPlan {
    package private(set) var eager: [FrameLoad] = []
    package private(set) var lazy: [FrameLoad] = []

    package init(below root: Node, page: URL) {
        DocumentWalk.forEachElement(below: root) { element in
            guard let frame = TurboFrame(element), element !== root, frame.id != nil, !frame.isDisabled,
                  !frame.isComplete, let url = frame.sourceURL(relativeTo: page) else { return true }
            let load = FrameLoad(frame: frame, url: url)
            if frame.loading == .lazy { lazy.append(load) } else { eager.append(load) }
            return true
        }
    }

    package var isEmpty: Bool { eager.isEmpty && lazy.isEmpty }

    /// After a page refresh: the `refresh="morph"` frames with a source,
    /// which reload and morph instead of being replaced.
    package static func morphingReloads(below root: Node, page: URL) -> [FrameLoad] {
        var loads: [FrameLoad] = []
        DocumentWalk.forEachElement(below: root) { element in
            if let frame = TurboFrame(element), frame.refreshesByMorph, frame.id != nil, !frame.isDisabled,
               let url = frame.sourceURL(relativeTo: page) {
                loads.append(FrameLoad(frame: frame, url: url))
            }
            return true
        }
        return loads
    }
}
