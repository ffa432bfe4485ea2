import Testing
import Render

/// An incremental page against a full render of the same document: line
/// for line, link for link, field for field. Names the first difference.
enum LayoutComparison {
    static func difference(_ incremental: RenderedPage, _ full: RenderedPage) -> String? {
        if incremental.title != full.title { return "title \(incremental.title) != \(full.title)" }
        for row in 0..<max(incremental.lines.count, full.lines.count) {
            let got = row < incremental.lines.count ? incremental.lines[row] : nil
            let want = row < full.lines.count ? full.lines[row] : nil
            if got != want {
                return "row \(row) of \(incremental.lines.count)/\(full.lines.count):\n  got  \(describe(got))\n  want \(describe(want))"
            }
        }
        if incremental.links != full.links {
            let index = zip(incremental.links, full.links).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(incremental.links.count, full.links.count)
            return "links differ at \(index) (\(incremental.links.count) vs \(full.links.count))"
        }
        if incremental.fields.count != full.fields.count { return "\(incremental.fields.count) fields vs \(full.fields.count)" }
        for (index, (got, want)) in zip(incremental.fields, full.fields).enumerated() {
            if got.element !== want.element || got.kind != want.kind || got.isDisabled != want.isDisabled
                || got.line != want.line || got.column != want.column || got.width != want.width || got.height != want.height
                || got.labels != want.labels {
                return "field \(index): \(got.line):\(got.column)+\(got.width)x\(got.height) vs \(want.line):\(want.column)+\(want.width)x\(want.height)"
            }
        }
        return nil
    }

    private static func describe(_ line: StyledLine?) -> String {
        guard let line else { return "(none)" }
        return line.spans.map { "[\($0.text)|\($0.style.role)\($0.link.map { " L\($0)" } ?? "")\($0.field.map { " F\($0)" } ?? "")]" }
            .joined()
    }
}
