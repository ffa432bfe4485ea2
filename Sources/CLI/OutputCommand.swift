import FoundationEssentials
import Dispatch
import Glibc
import Base
import DownloadFiles
import Net
import Render

/// `turbo-tui --output FILE URL`: saves the answer, whatever its type, as
/// it arrives (never all of it in memory) into a partial file renamed to
/// FILE on success and removed on failure. Uses the browser's cookie jar,
/// so a file behind a sign-in comes down too. `-` writes to standard
/// output. Exit status as --dump: 0 saved, 1 not (network, HTTP error,
/// disk), 2 usage.
package struct OutputCommand {
    package let options: CommandLineOptions
    package var environment: [String: String] = ProcessEnvironment.current

    /// What one run of the transfer came to.
    private final class Progress {
        var failure: String?
        var finished = false
    }

    package func run() -> Int32 {
        guard let target = options.target, let destination = options.outputPath else { return 2 }
        let url: URL
        do {
            guard case .web(let webURL) = try PageLocation.parse(target) else {
                StandardStreams.error("turbo-tui: --output saves http and https URLs; \(TerminalSafeText.sanitize(target)) is a file already")
                return 2
            }
            url = webURL
        } catch {
            StandardStreams.error("turbo-tui: \(error)")
            return 1
        }
        let sink: PartialFile?
        do {
            sink = destination == "-" ? nil : try PartialFile(destination: destination)
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(error.description))")
            return 1
        }
        let cleanup = sink.map(Self.removeOnSignal)
        defer { cleanup?.forEach { $0.cancel() } }
        let transport = options.network.makeTransport(environment: environment,
                                                      headerHosts: AppHosts(start: url, options: options).headers,
                                                      report: StandardStreams.error)
        defer { saveCookies(of: transport) }
        let outcome = download(url, with: transport, into: sink)
        if let failure = outcome {
            sink?.discard()
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(failure))")
            return 1
        }
        do {
            try sink?.commit()
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(error.description))")
            return 1
        }
        return 0
    }

    /// Nil when the whole body arrived with a 2xx status; else why not.
    private func download(_ url: URL, with transport: any Transport, into sink: PartialFile?) -> String? {
        // The body limit bounds what one answer may bring; a download has
        // none unless --max-body-size sets one.
        var configuration = transport.configuration
        configuration.limits.maximumBodyBytes = options.network.maximumBodyBytes ?? TransportLimits.unlimitedBodyBytes
        let progress = Progress()
        let request = HTTPRequest(url: url, headers: [(name: "Accept", value: "*/*")])
        var transfer: TransferID?
        transfer = transport.startStreaming(request, configuration: configuration, onBytes: { head, bytes in
            guard progress.failure == nil else { return }
            guard head.isSuccess else {
                progress.failure = "\(url.absoluteString) answered HTTP \(head.status); nothing saved"
                if let transfer { transport.cancel(transfer) }
                progress.finished = true
                return
            }
            if let failure = Self.write(bytes, to: sink) {
                progress.failure = failure
                if let transfer { transport.cancel(transfer) }
                progress.finished = true
            }
        }, completion: { result in
            switch result {
            case .failure(let error):
                progress.failure = progress.failure ?? "\(url.absoluteString): \(error); nothing saved"
            case .success(let response) where !response.isSuccess:
                progress.failure = progress.failure ?? "\(url.absoluteString) answered HTTP \(response.status); nothing saved"
            case .success:
                break
            }
            progress.finished = true
        })
        var none: [PollDescriptor] = []
        while !progress.finished {
            transport.poll(waitingOn: &none, timeoutMilliseconds: 1000)
        }
        return progress.failure
    }

    /// Ctrl-C, a hang-up or a kill ends the run without its partial file:
    /// the signals are taken from their default action and handled on a
    /// dispatch queue, which removes the file and exits as the signal
    /// would have (128 + its number). The file's own rename is atomic, so
    /// a signal after it removes nothing that was kept.
    private static func removeOnSignal(_ sink: PartialFile) -> [any DispatchSourceSignal] {
        let path = sink.path
        return [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                unlink(path)
                // As the signal's own action would: no exit handlers, which would run
                // libcurl's libraries' destructors under the transfer on the main thread.
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Why `bytes` could not be written, or nil.
    private static func write(_ bytes: [UInt8], to sink: PartialFile?) -> String? {
        guard let sink else { return StandardStreams.output(bytes).map { "cannot write to standard output: \($0)" } }
        do {
            try sink.write(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    private func saveCookies(of transport: any Transport) {
        do {
            try transport.saveCookies()
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(error.description))")
        }
    }
}
