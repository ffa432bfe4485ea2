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
    private let decode: Decoding
    /// The source in use, and 0 for its cached copy, 1 for its own bytes: a
    /// cached copy whose decoding ends late never replaces the fresh answer.
    private var applied = (sourceIndex: -1, freshness: 0)

    /// Turns a server's answer into a configuration and hands it to `done`.
    /// Decoding compiles every pattern (seconds for 100 000 rules), so an
    /// event loop should run `PathConfigurationDecoder.decode` on a worker
    /// thread and call `done` back on the loop's own thread, the only one
    /// that may touch the store (`decodeOffLoop`). The default decodes at
    /// once, on the caller's.
    package typealias Decoding = (_ bytes: [UInt8],
                                 _ done: @escaping (Result<DecodedPathConfiguration, PathConfigurationError>) -> Void) -> Void

    package static func decodeAtOnce(_ bytes: [UInt8],
                                    _ done: @escaping (Result<DecodedPathConfiguration, PathConfigurationError>) -> Void) {
        done(Result { () throws(PathConfigurationError) in try PathConfigurationDecoder.decode(bytes) })
    }

    /// Decodes on a worker thread of `work`'s, and hands the result back on
    /// the loop's: 100 000 rules take seconds to compile, and the browser
    /// answers keys and signals meanwhile (issue 32).
    package static func decodeOffLoop(_ work: OffLoopWork) -> Decoding {
        { bytes, done in
            work.run(name: "path config", { Result { () throws(PathConfigurationError) in try PathConfigurationDecoder.decode(bytes) } },
                     then: done)
        }
    }

    /// `transport` should be the one the pages use, so the configuration is
    /// fetched with the same cookies. Without a `cache`, nothing is kept.
    package init(sources: [PathConfigurationSource], transport: any Transport, cache: PathConfigurationCache?,
                decode: @escaping Decoding = PathConfigurationStore.decodeAtOnce) {
        self.sources = sources
        self.transport = transport
        self.cache = cache
        self.decode = decode
    }

    /// Loads what is local, starts the downloads, and calls `report` once
    /// per file, cached copy and answer, when its decoding is done.
    package func start(report: @escaping (PathConfigurationReport) -> Void) {
        for (index, source) in sources.enumerated() {
            switch source {
            case .file(let path):
                offer(PathConfigurationFile.read(path), from: source, origin: .file, index: index, then: report)
            case .server(let url):
                if let cached = cache?.read(for: url) {
                    offer(.success(cached), from: source, origin: .cache, index: index, then: report)
                }
                transport.start(PathConfigurationDownload.request(for: url)) { [weak self] result in
                    self?.receive(result, from: url, index: index, then: report)
                }
            }
        }
    }

    private func receive(_ result: Result<HTTPResponse, NetError>, from url: URL, index: Int,
                         then report: @escaping (PathConfigurationReport) -> Void) {
        let body = PathConfigurationDownload.body(of: result)
        offer(body, from: .server(url), origin: .server, index: index) { [weak self] decodedReport in
            var decodedReport = decodedReport
            // Only an answer that decodes is worth keeping for the next start.
            if case .success(let bytes) = body, decodedReport.loaded, let cache = self?.cache {
                do {
                    try cache.write(bytes, for: url)
                } catch {
                    decodedReport.cacheError = ErrorText.reason(error)
                }
            }
            report(decodedReport)
        }
    }

    private func offer(_ bytes: Result<[UInt8], PathConfigurationLoadFailure>, from source: PathConfigurationSource,
                       origin: PathConfigurationReport.Origin, index: Int,
                       then report: @escaping (PathConfigurationReport) -> Void) {
        switch bytes {
        case .failure(let failure):
            report(PathConfigurationReport(source: source, origin: origin, outcome: .failed(failure)))
        case .success(let bytes):
            // A file and a cached copy are decoded at once, so the first visit
            // is presented by their rules, as Hotwire Native reads its bundled
            // and cached copies when it starts; a server's answer comes later
            // anyway and is decoded as `decode` says (off the loop in the browser).
            let decoding = origin == .server ? decode : Self.decodeAtOnce
            decoding(bytes) { [weak self] decoded in
                guard let self else { return }
                report(self.apply(decoded, from: source, origin: origin, index: index))
            }
        }
    }

    /// Sources count in order, whenever their decoding finishes.
    private func apply(_ result: Result<DecodedPathConfiguration, PathConfigurationError>, from source: PathConfigurationSource,
                       origin: PathConfigurationReport.Origin, index: Int) -> PathConfigurationReport {
        let decoded: DecodedPathConfiguration
        switch result {
        case .failure(let error):
            return PathConfigurationReport(source: source, origin: origin, outcome: .failed(.unusable(error)))
        case .success(let value):
            decoded = value
        }
        let freshness = origin == .cache ? 0 : 1
        guard (index, freshness) >= applied else {
            return PathConfigurationReport(source: source, origin: origin, outcome: .superseded, problems: decoded.problems)
        }
        configuration = decoded.configuration
        applied = (index, freshness)
        return PathConfigurationReport(source: source, origin: origin, outcome: .applied(ruleCount: decoded.configuration.rules.count),
                                       problems: decoded.problems)
    }
}
