import Render
import Base
/// The downloads screen (`D`): each download of this run, newest first,
/// with its state and, once saved, its path; or a `copiousoutput`
/// viewer's text. Drawn over the whole screen, as the help is.
package struct DownloadsView {
    package let downloads: Downloads
    package let screen: DownloadsScreen
    package let size: ScreenSize
    package let now: MonotonicInstant
    /// Where saved files go, named in the list's title.
    package let directory: String

    /// The list's lines and the style of each: a failure in the error colour.
    package var lines: [(String, Style)] {
        switch screen {
        case .text(_, let lines, _):
            return lines.map { ($0, .plain) }
        case .list:
            guard !downloads.items.isEmpty else {
                return [("  No downloads yet. On a file that is not a page, s saves it and v opens it with a viewer.", .plain)]
            }
            return downloads.items.reversed().flatMap { download -> [(String, Style)] in
                var (state, style) = Self.describe(download, now: now)
                // The selected download (`c` cancels it) is reversed, as a focused link is.
                if case .list(_, download.id?) = screen { style.attributes.insert(.reverse) }
                let head = ("  \(download.name)  \(state)", style)
                let path = download.path.map { ("      \($0)", Style.plain) } ?? ("      \(download.url.absoluteString)", Style.plain)
                return [head, path]
            }
        }
    }

    package static func describe(_ download: Download, now: MonotonicInstant) -> (String, Style) {
        let progress = DownloadProgress(download: download, now: now).text
        switch download.phase {
        case .connecting: return ("connecting", .plain)
        case .receiving: return ("\(download.purpose == .save ? "saving" : "fetching for a viewer"): \(progress)", .plain)
        case .finished: return ("\(download.purpose == .save ? "saved" : "viewed"): \(progress)", Style(attributes: .bold))
        case .failed(let reason): return ("failed: \(reason)", Style(attributes: .bold, role: .error))
        case .cancelled: return ("cancelled after \(DownloadProgress.size(download.bytes))", .plain)
        }
    }

    package func draw(into buffer: inout ScreenBuffer) {
        let header = ListTitle.style
        buffer.fill(row: 0, column: 0, count: size.columns, style: header)
        let title: String
        switch screen {
        case .list: title = " Downloads (saved in \(directory))"
        case .text(let name, _, _): title = " \(name)"
        }
        buffer.write(title, row: 0, column: 0, style: header)
        let shown = lines
        let rows = max(size.rows - 2, 1)
        let first = min(screen.top, max(shown.count - rows, 0))
        for (offset, (line, style)) in shown.dropFirst(first).prefix(rows).enumerated() {
            buffer.write(line, row: offset + 1, column: 0, style: style)
        }
        let more = first + rows < shown.count ? "j/Space: more   " : ""
        let cancel = screen.isList && downloads.isRunning ? "j/k: select   c: cancel it   " : ""
        buffer.write(" \(cancel)\(more)Esc: close", row: size.rows - 1, column: 0, style: Style(attributes: .bold))
    }
}
