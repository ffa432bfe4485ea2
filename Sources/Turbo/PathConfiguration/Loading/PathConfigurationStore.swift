import FoundationEssentials
import Base
import Net

/// Owns the path configuration in use and keeps it current as its sources
/// load: files at once, a server's cached copy at once and then its answer
/// when the caller's event loop has driven the transport far enough. Sources
/// count in order: an answer from an earlier source never replaces the
/// configuration of a later one, however late it arrives.
package final class PathConfigurationStore {
    package private(set) var configuration = PathConfiguration()
    package let sources: [PathConfigurationSource]
    private let transport: any Transport
    private let cache: PathConfigurationCache?
    private var appliedSourceIndex = -1

    /// `transport` should be the one the pages use, so the configuration is
    /// fetched with the same cookies. Without a `cache`, nothing is kept.
    package init(sources: [PathConfigurationSource], transport: any Transport, cache: PathConfigurationCache?) {
        self.sources = sources
        self.transport = transport
        self.cache = cache
    }

    /// Loads what is local, starts the downloads, and calls `report` once
    /// per file, cached copy and answer, now or from `transport.poll`.
    package func start(report: @escaping (PathConfigurationReport) -> Void) {
        for (index, source) in sources.enumerated() {
            switch source {
            case .file(let path):
                report(offer(PathConfigurationFile.read(path), from: source, origin: .file, index: index))
            case .server(let url):
                if let cached = cache?.read(for: url) {
                    report(offer(.success(cached), from: source, origin: .cache, index: index))
                }
                transport.start(PathConfigurationDownload.request(for: url)) { [weak self] result in
                    guard let self else { return }
                    report(self.receive(result, from: url, index: index))
                }
            }
        }
    }

    private func receive(_ result: Result<HTTPResponse, NetError>, from url: URL, index: Int) -> PathConfigurationReport {
        let body = PathConfigurationDownload.body(of: result)
        var report = offer(body, from: .server(url), origin: .server, index: index)
        // Only an answer that decodes is worth keeping for the next start.
        if case .success(let bytes) = body, report.loaded, let cache {
            do {
                try cache.write(bytes, for: url)
            } catch {
                report.cacheError = ErrorText.reason(error)
            }
        }
        return report
    }

    private func offer(_ bytes: Result<[UInt8], PathConfigurationLoadFailure>, from source: PathConfigurationSource,
                       origin: PathConfigurationReport.Origin, index: Int) -> PathConfigurationReport {
        let decoded: DecodedPathConfiguration
        switch bytes {
        case .failure(let failure):
            return PathConfigurationReport(source: source, origin: origin, outcome: .failed(failure))
        case .success(let bytes):
            do {
                decoded = try PathConfigurationDecoder.decode(bytes)
            } catch {
                return PathConfigurationReport(source: source, origin: origin, outcome: .failed(.unusable(error)))
            }
        }
        guard index >= appliedSourceIndex else {
            return PathConfigurationReport(source: source, origin: origin, outcome: .superseded, problems: decoded.problems)
        }
        configuration = decoded.configuration
        appliedSourceIndex = index
        return PathConfigurationReport(source: source, origin: origin, outcome: .applied(ruleCount: decoded.configuration.rules.count),
                                       problems: decoded.problems)
    }
}
