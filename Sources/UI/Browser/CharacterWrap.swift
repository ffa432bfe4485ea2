import Render
/// Lines built by the browser itself (error views, page source, help), cut
/// to a width. Every piece of text passes `TerminalSafeText` here.
package enum CharacterWrap {
    package static func wrap(_ text: String, width: Int, style: Style = .plain) -> [StyledLine] {
        let safe = TerminalSafeText.sanitize(text.replacingAll("\t", with: "    "))
        var lines: [StyledLine] = []
        var current = ""
        var columns = 0
        for character in safe {
            let characterWidth = TextWidth.columns(character)
            if columns + characterWidth > max(width, 1) {
                lines.append(StyledLine(spans: [Span(text: current, style: style, width: columns)]))
                current = ""
                columns = 0
            }
            current.append(character)
            columns += characterWidth
        }
        lines.append(StyledLine(spans: current.isEmpty ? [] : [Span(text: current, style: style, width: columns)]))
        return lines
    }

    /// Each line of a multi-line text, wrapped.
    package static func wrapEachLine(_ text: String, width: Int, style: Style = .plain) -> [StyledLine] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrap(String($0.hasSuffix("\r") ? $0.dropLast() : $0), width: width, style: style)
        }
    }
}
