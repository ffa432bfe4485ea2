import FoundationEssentials
import HTML

/// An answer without the frame asked for but with a
/// `<turbo-frame src recurse="... id ...">` (turbo-wire R4, Turbo's
/// `extractForeignFrameElement`): that frame is loaded, as itself
/// (`Turbo-Frame` is its id), and the frame asked for is looked for in its
/// answer, and so on down.
package struct FrameRecursion: Equatable, Sendable {
    /// The nested frame's `src`, read against the answer's URL.
    package let url: URL
    /// The nested frame's id: the `Turbo-Frame` header of its load.
    package let frameID: String

    /// Turbo has no limit; a loop of answers each naming the next must end.
    package static let maximumDepth = 4

    /// The first `turbo-frame[src][recurse~=id]` below `body`.
    package init?(for id: String, below body: Element, answerURL: URL) {
        guard let nested = body.firstDescendant(where: { element in
            element.name == "turbo-frame" && element.attribute("src") != nil
                && (element.attribute("recurse") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
                    .contains { $0 == id }
        }), let source = nested.attribute("src"), let url = URL(address: source, relativeTo: answerURL)?.absoluteURL,
              let nestedID = nested.id, !nestedID.isEmpty else { return nil }
        self.url = url
        frameID = nestedID
    }
}
