import FoundationEssentials
import HTML

/// A `<turbo-frame>` element read through its attributes (turbo-wire Fr1).
/// The element stays the one in the document; this only names its parts.
package struct TurboFrame {
    package enum Loading: Equatable, Sendable {
        case eager
        /// Fetched when it scrolls into view.
        case lazy
    }

    package let element: Element

    /// nil when `element` is not a `<turbo-frame>`.
    package init?(_ element: Element) {
        guard element.name == "turbo-frame" else { return nil }
        self.element = element
    }

    package var id: String? { element.id.flatMap { $0.isEmpty ? nil : $0 } }
    package var source: String? { element.attribute("src").flatMap { $0.isEmpty ? nil : $0 } }
    package var isDisabled: Bool { element.hasAttribute("disabled") }
    package var loading: Loading { element.attribute("loading")?.lowercased() == "lazy" ? .lazy : .eager }
    /// Set once its `src` has been loaded; a complete frame is not loaded again.
    package var isComplete: Bool { element.hasAttribute("complete") }
    /// The frame's own `target` attribute: where its links go by default.
    package var target: String? { element.attribute("target").flatMap { $0.isEmpty ? nil : $0 } }
    /// `refresh="morph"`: a page refresh reloads this frame and morphs it.
    package var refreshesByMorph: Bool { element.attribute("refresh") == "morph" }

    /// `src` made absolute against the page's URL.
    package func sourceURL(relativeTo page: URL) -> URL? {
        source.flatMap { URL(address: $0, relativeTo: page)?.absoluteURL }
    }

    /// The nearest `<turbo-frame>` holding `node`, not `node` itself.
    package static func enclosing(_ node: Node) -> TurboFrame? {
        node.closestAncestor { $0.name == "turbo-frame" }.flatMap(TurboFrame.init)
    }

    /// The frame with this id in the document (not in template contents).
    package static func withID(_ id: String, in document: Node) -> TurboFrame? {
        DocumentWalk.element(withID: id, below: document).flatMap(TurboFrame.init)
    }
}
