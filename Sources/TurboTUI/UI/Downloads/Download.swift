import FoundationEssentials

/// One download as the screen shows it: what it is, how far it got, and
/// how it ended. Changed only by the browser from `DownloadReport`s.
struct Download: Equatable, Identifiable {
    /// Saved into the downloads directory, or into a private file for a viewer.
    enum Purpose: Equatable {
        case save
        case view
    }

    enum Phase: Equatable {
        case connecting
        case receiving
        case finished(path: String)
        case failed(String)
        case cancelled
    }

    let id: Int
    let url: URL
    let purpose: Purpose
    let startedAt: ContinuousClock.Instant
    var phase: Phase = .connecting
    /// The name chosen from the answer's head (Content-Disposition or the URL).
    var fileName: String?
    var mediaType: String?
    /// Parameters of the answer's Content-Type, for a mailcap `%{name}`.
    var parameters: [String: String] = [:]
    var bytes = 0
    /// Content-Length, when the server sent one.
    var total: Int?
    var endedAt: ContinuousClock.Instant?

    var isRunning: Bool { phase == .connecting || phase == .receiving }

    /// What the downloads view and the status line call it.
    var name: String { fileName ?? DownloadFileName(suggested: nil, url: url).value }

    /// Where it was saved, once it was.
    var path: String? {
        if case .finished(let path) = phase { return path }
        return nil
    }
}
