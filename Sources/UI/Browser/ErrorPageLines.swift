import Render
import Turbo
/// The error view shown in place of a page that could not be loaded: what
/// failed, the URL, and how to retry. `h: back` only when back has
/// somewhere to go: the first page of a run failing offered a key that did nothing.
package enum ErrorPageLines {
    package static func lines(for failure: VisitFailure, width: Int, offersBack: Bool) -> [StyledLine] {
        var lines = CharacterWrap.wrap("Could not load the page", width: width, style: Style(attributes: .bold, role: .heading))
        lines.append(StyledLine())
        lines += CharacterWrap.wrap(failure.url.absoluteString, width: width)
        lines.append(StyledLine())
        lines += CharacterWrap.wrap(failure.error.description, width: width, style: Style(attributes: .bold, role: .error))
        lines.append(StyledLine())
        let keys = ["r: retry"] + (offersBack ? ["h: back"] : []) + ["g: go to another URL", "q: quit"]
        lines += CharacterWrap.wrap(keys.joined(separator: "   "), width: width)
        return lines
    }
}
