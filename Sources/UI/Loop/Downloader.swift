import FoundationEssentials
import DownloadFiles
import Net
import Base

/// Runs the browser's downloads on the loop's transport, side by side with
/// pages, frames and live sources: each streams into a `PartialFile` as it
/// arrives (never all of it in memory), with the shared cookie jar, and is
/// renamed into place without replacing anything when complete. Reports go
/// back to the browser as `DownloadReport`s; progress at most every 100 ms.
/// No thread, no wait: curl hands the bytes over inside the loop's poll.
package final class Downloader {
    private final class Running {
        let request: DownloadRequest
        var transfer: TransferID?
        var file: PartialFile?
        var name = DownloadFileName(cleaning: DownloadFileName.fallback)
        var directory: String
        var lastReport: MonotonicInstant

        init(request: DownloadRequest, now: MonotonicInstant) {
            self.request = request
            directory = request.directory
            lastReport = now
        }
    }

    private let transport: any Transport
    private let report: (DownloadReport) -> Void
    private var running: [Int: Running] = [:]
    private var clock: any MonotonicClock { transport.timers.clock }
    package static let reportInterval = Duration.milliseconds(100)

    package init(transport: any Transport, report: @escaping (DownloadReport) -> Void) {
        self.transport = transport
        self.report = report
    }

    package var runningCount: Int { running.count }

    package func start(_ request: DownloadRequest) {
        let download = Running(request: request, now: clock.now)
        running[request.id] = download
        if let held = request.held {
            // The visit's answer is here already: written out as if it had just arrived, with no second GET.
            if !held.response.body.isEmpty { receive(held.response.body, head: held.response, for: download) }
            complete(download, .success(held.response))
            return
        }
        // A download may take longer than a page's answer may (120 s), and be bigger (32 MiB): it keeps only the idle timeout.
        var configuration = transport.configuration
        configuration.limits.maximumBodyBytes = TransportLimits.unlimitedBodyBytes
        configuration.limits.answerTimeoutSeconds = nil
        let http = HTTPRequest(url: request.url, headers: [(name: "Accept", value: "*/*")])
        download.transfer = transport.startStreaming(http, configuration: configuration, onBytes: { [weak self] head, bytes in
            self?.receive(bytes, head: head, for: download)
        }, completion: { [weak self] result in
            self?.complete(download, result)
        })
    }

    /// Stops a download and removes its partial file; nothing more is reported of it.
    package func cancel(_ id: Int) {
        guard let download = running.removeValue(forKey: id) else { return }
        if let transfer = download.transfer { transport.cancel(transfer) }
        download.file?.discard()
    }

    package func cancelAll() {
        for id in Array(running.keys) { cancel(id) }
    }

    private func receive(_ bytes: [UInt8], head: HTTPResponse, for download: Running) {
        guard running[download.request.id] === download else { return }
        if download.file == nil, !begin(download, head: head) { return }
        do {
            try download.file?.write(bytes)
        } catch {
            fail(download, error.description)
            return
        }
        let now = clock.now
        if download.lastReport.duration(to: now) >= Self.reportInterval {
            download.lastReport = now
            report(.progress(id: download.request.id, bytes: download.file?.bytesWritten ?? 0))
        }
    }

    /// The answer's head: refuses an error status, names the file, opens the partial file.
    private func begin(_ download: Running, head: HTTPResponse) -> Bool {
        guard head.isSuccess else {
            fail(download, "the server answered HTTP \(head.status); nothing saved")
            return false
        }
        let disposition = head.header("Content-Disposition").flatMap(ContentDisposition.init(parsing:))
        var name = DownloadFileName(suggested: disposition?.fileName, url: head.url)
        do {
            switch download.request.purpose {
            case .save:
                try FileManager.default.createDirectory(atPath: download.directory, withIntermediateDirectories: true)
            case .view:
                // The viewer's command line names the file: plain characters only (MailcapCommand).
                name = DownloadFileName(cleaning: MailcapCommand.plain(name.value))
                download.directory = try ViewerFile.makeDirectory()
            }
            download.name = name
            download.file = try PartialFile(in: download.directory, naming: name.value)
        } catch let error as PartialFile.Failure {
            fail(download, error.description)
            return false
        } catch {
            fail(download, "cannot make \(download.directory): \(ErrorText.reason(error))")
            return false
        }
        let (mediaType, parameters) = Self.mediaType(head.header("Content-Type"))
        report(.started(id: download.request.id, fileName: name.value, total: head.header("Content-Length").flatMap { Int($0) },
                        mediaType: mediaType, parameters: parameters))
        return true
    }

    private func complete(_ download: Running, _ result: Result<HTTPResponse, NetError>) {
        guard running[download.request.id] === download else { return }
        switch result {
        case .failure(let error):
            fail(download, "\(error)")
        case .success(let response):
            // An empty body brings no bytes: the head comes only now.
            if download.file == nil, !begin(download, head: response) { return }
            guard let file = download.file else { return }
            running[download.request.id] = nil
            let directory = download.directory
            let name = download.name
            do {
                let path = try file.commitWithoutReplacing(mode: download.request.purpose == .view ? 0o600 : nil) {
                    directory + "/" + name.numbered($0)
                }
                report(.finished(id: download.request.id, bytes: file.bytesWritten, path: path))
            } catch {
                report(.failed(id: download.request.id, reason: error.description))
            }
        }
    }

    private func fail(_ download: Running, _ reason: String) {
        running[download.request.id] = nil
        if let transfer = download.transfer { transport.cancel(transfer) }
        download.file?.discard()
        if download.request.purpose == .view, download.directory != download.request.directory {
            ViewerFile.remove(directory: download.directory)
        }
        report(.failed(id: download.request.id, reason: reason))
    }

    /// `type/subtype` and the lowercased parameters of a Content-Type.
    package static func mediaType(_ header: String?) -> (String?, [String: String]) {
        guard let header else { return (nil, [:]) }
        let parts = header.split(separator: ";")
        let type = parts.first?.trimmingSpaces().lowercased()
        var parameters: [String: String] = [:]
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingSpaces()
            parameters[pair[0].trimmingSpaces().lowercased()] =
                value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
        }
        return (type?.isEmpty == false ? type : nil, parameters)
    }
}
