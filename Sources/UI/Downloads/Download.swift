import FoundationEssentials
import DownloadFiles
import Base

/// One download as the screen shows it: what it is, how far it got, and
/// how it ended. Changed only by the browser from `DownloadReport`s.
package struct Download: Equatable, Identifiable {
    /// Saved into the downloads directory, or into a private file for a viewer.
    package enum Purpose: Equatable {
        case save
        case view
    }

    package enum Phase: Equatable {
        case connecting
        case receiving
        case finished(path: String)
        case failed(String)
        case cancelled
    }

    package let id: Int
    package let url: URL
    package let purpose: Purpose
    package let startedAt: MonotonicInstant
    package var phase: Phase = .connecting
    /// The name chosen from the answer's head (Content-Disposition or the URL).
    package var fileName: String?
    package var mediaType: String?
    /// Parameters of the answer's Content-Type, for a mailcap `%{name}`.
    package var parameters: [String: String] = [:]
    package var bytes = 0
    /// Content-Length, when the server sent one.
    package var total: Int?
    package var endedAt: MonotonicInstant?

    package init(id: Int, url: URL, purpose: Purpose, startedAt: MonotonicInstant, phase: Phase = .connecting, fileName: String? = nil, mediaType: String? = nil, parameters: [String: String] = [:], bytes: Int = 0, total: Int? = nil, endedAt: MonotonicInstant? = nil) {
        self.id = id
        self.url = url
        self.purpose = purpose
        self.startedAt = startedAt
        self.phase = phase
        self.fileName = fileName
        self.mediaType = mediaType
        self.parameters = parameters
        self.bytes = bytes
        self.total = total
        self.endedAt = endedAt
    }

    package var isRunning: Bool { phase == .connecting || phase == .receiving }

    /// What the downloads view and the status line call it.
    package var name: String { fileName ?? DownloadFileName(suggested: nil, url: url).value }

    /// Where it was saved, once it was.
    package var path: String? {
        if case .finished(let path) = phase { return path }
        return nil
    }
}
