import Render
import Turbo
/// The error view shown in place of a page that could not be loaded: what
/// failed, the URL, and how to retry.
package enum ErrorPageLines {
    package static func lines(for failure: VisitFailure, width: Int) -> [StyledLine] {
        var lines = CharacterWrap.wrap("Could not load the page", width: width, style: Style(attributes: .bold, role: .heading))
        lines.append(StyledLine())
        lines += CharacterWrap.wrap(failure.url.absoluteString, width: width)
        lines.append(StyledLine())
        lines += CharacterWrap.wrap(failure.error.description, width: width, style: Style(attributes: .bold, role: .error))
        lines.append(StyledLine())
        lines += CharacterWrap.wrap("r: retry   h: back   g: go to another URL   q: quit", width: width)
        return lines
    }
}
