import FoundationEssentials
import Base
import Render
import Turbo

/// Every download of this run, the file on offer and the downloads
/// screen: one value in `BrowserState`, changed by the browser's keys and
/// by the loop's `DownloadReport`s. Downloads run side by side; the newest
/// one still running is the one in view (the status line's, Esc's).
package struct Downloads: Equatable {
    package private(set) var items: [Download] = []
    private var lastID = 0
    /// The file offered for saving or viewing; it stands while the browser's offer is of its URL.
    package var offered: FileOffer?
    /// Where saved files go (`BrowserConfiguration.downloadDirectory`).
    package var directory: String

    package init(directory: String = FilePath.homeDirectory + "/Downloads") {
        self.directory = directory
    }

    package var inView: Download? { items.last { $0.isRunning } }
    package var isRunning: Bool { inView != nil }

    /// `D`: the list, with the download in view (else the newest) selected.
    package var listScreen: DownloadsScreen { .list(top: 0, selected: (inView ?? items.last)?.id) }

    /// Records a new download and asks the loop to start it.
    /// `held`: the answer already in hand (a visit's), written out instead of fetched again.
    package mutating func start(_ url: URL, purpose: Download.Purpose, directory: String, now: MonotonicInstant,
                        held: HeldAnswer? = nil) -> BrowserEffect {
        lastID += 1
        items.append(Download(id: lastID, url: url, purpose: purpose, startedAt: now))
        return .startDownload(DownloadRequest(id: lastID, url: url, purpose: purpose, directory: directory, held: held))
    }

    /// Stops a running download; the loop removes its partial file.
    package mutating func cancel(_ id: Int, now: MonotonicInstant) -> (StatusMessage, [BrowserEffect])? {
        guard let index = items.firstIndex(where: { $0.id == id }), items[index].isRunning else { return nil }
        items[index].phase = .cancelled
        items[index].endedAt = now
        return (.info("Cancelled the download of \(items[index].name) (D: downloads)"), [.cancelDownload(id)])
    }

    /// What the status line says while downloads run.
    package func statusText(now: MonotonicInstant) -> String? {
        guard let download = inView else { return nil }
        let others = items.filter(\.isRunning).count - 1
        let verb = download.purpose == .save ? "Saving" : "Fetching for a viewer"
        let more = others > 0 ? ", \(others) more running" : ""
        let progress = download.phase == .connecting ? "connecting" : DownloadProgress(download: download, now: now).text
        return "\(verb) \(download.name): \(progress)\(more) (Esc: cancel, D: downloads)"
    }

    /// Applies what the loop reports: the message for the status line, if
    /// any, what to do next (a viewer for a file fetched to view) and a
    /// viewer's text to show over the page.
    package mutating func apply(_ report: DownloadReport, now: MonotonicInstant) -> (StatusMessage?, [BrowserEffect], DownloadsScreen?) {
        switch report {
        case .started(let id, let fileName, let total, let mediaType, let parameters):
            update(id) {
                $0.phase = .receiving
                $0.fileName = fileName
                $0.total = total
                $0.mediaType = mediaType
                $0.parameters = parameters
            }
            return (nil, [], nil)
        case .progress(let id, let bytes):
            update(id) { $0.bytes = bytes }
            return (nil, [], nil)
        case .finished(let id, let bytes, let path):
            guard let download = update(id, {
                $0.bytes = bytes
                $0.phase = .finished(path: path)
                // `name (1).pdf` when the plain name was taken.
                if $0.purpose == .save { $0.fileName = FilePath.lastComponent(path) }
                $0.endedAt = now
            }) else { return (nil, [], nil) }
            let safePath = TerminalSafeText.sanitize(path)
            switch download.purpose {
            case .save:
                return (.info("Saved \(DownloadProgress.size(bytes)) to \(safePath) (D: downloads)"), [], nil)
            case .view:
                let type = download.mediaType ?? MediaTypeGuess.forFileName(download.name)
                return (nil, [.openViewer(ViewerRequest(id: id, path: path, mediaType: type, parameters: download.parameters))], nil)
            }
        case .failed(let id, let reason):
            guard let download = update(id, {
                $0.phase = .failed(reason)
                $0.endedAt = now
            }) else { return (nil, [], nil) }
            return (.error("Could not download \(download.url.absoluteString): \(TerminalSafeText.sanitize(reason))"), [], nil)
        case .viewed(let id, let outcome):
            let name = items.first { $0.id == id }?.name ?? "the file"
            switch outcome {
            case .ran(let command, let status):
                return status == 0 ? (nil, [], nil) : (.error("The viewer \(command) exited with status \(status)"), [], nil)
            case .output(let command, let text):
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalSafeText.sanitize(String($0)) }
                return (nil, [], .text(title: "\(name) through \(TerminalSafeText.sanitize(command))", lines: lines, top: 0))
            case .noViewer(let mediaType):
                return (.error("No viewer for \(mediaType) in ~/.mailcap or /etc/mailcap (s saves the file instead)"), [], nil)
            case .failed(let reason):
                return (.error(TerminalSafeText.sanitize(reason)), [], nil)
            }
        }
    }

    /// Changes a download that is still running (a cancelled one stays cancelled); the changed value.
    @discardableResult
    private mutating func update(_ id: Int, _ change: (inout Download) -> Void) -> Download? {
        guard let index = items.firstIndex(where: { $0.id == id }), items[index].isRunning else { return nil }
        change(&items[index])
        return items[index]
    }
}
