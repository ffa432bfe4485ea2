import FoundationEssentials
import Glibc
import Base
import Net
import Render
import Turbo

/// `turbo-tui --dump`: load, render once, print. `--source` prints the
/// body as it came and `--list-only` only the References, as lynx's
/// `-source` and `-listonly` do.
package struct DumpCommand {
    package let options: CommandLineOptions
    package var environment: [String: String] = ProcessEnvironment.current
    /// Gets the exit status while the page is still in memory; see `TurboTUICommand.run`.
    package var finish: (Int32) -> Int32 = { $0 }

    package func run() -> Int32 {
        // The body limit holds for files and standard input as for answers.
        let maximumBytes = options.network.maximumBodyBytes ?? TransportLimits.defaultMaximumBodyBytes
        do {
            let page: StreamingPageLoader.Page
            switch try PageLocation.parse(options.target ?? "") {
            case .file(let path):
                if options.printsSource {
                    return printSource(try PageLoader.read(file: path, as: options.contentType, base: options.baseURL,
                                                           anyType: true, maximumBytes: maximumBytes))
                }
                // Read in pieces into the parser: the body is never held whole.
                page = try StreamingPageLoader.read(file: path, as: options.contentType, base: options.baseURL,
                                                    maximumBytes: maximumBytes)
            case .standardInput:
                let loaded = try PageLoader.readStandardInput(as: options.contentType, base: options.baseURL,
                                                              anyType: options.printsSource, maximumBytes: maximumBytes)
                if options.printsSource { return printSource(loaded) }
                page = StreamingPageLoader.Page(url: loaded.url, status: nil, document: loaded.document)
            case .web(let url):
                if options.baseURL != nil || options.contentType != nil {
                    StandardStreams.error("turbo-tui: --base and --content-type are for a file or - (standard input); "
                        + "a URL's answer says its own")
                    return 2
                }
                let transport = options.network.makeTransport(environment: environment,
                                                              headerHosts: AppHosts(start: url, options: options).headers,
                                                              report: StandardStreams.error)
                defer { saveCookies(of: transport) }
                if options.printsSource { return printSource(try PageLoader(transport: transport).load(.web(url), anyType: true)) }
                // Parsed as libcurl delivers it.
                page = try StreamingPageLoader(transport: transport).load(url)
                // What a browser would show: the page's frames filled in.
                for note in FrameResolver(transport: transport).resolve(page.document, page: page.url) {
                    StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(note))")
                }
            }
            let document = page.document
            let width = options.width ?? TerminalSize.columnsOfStandardOutput() ?? 80
            let graphics = TerminalCharset.dumpUsesUnicodeGraphics(environment: environment)
            let numbersLinks = options.references || options.listsOnlyReferences
            var failure: String?
            let writeOut = { (piece: [UInt8]) -> Bool in
                failure = StandardStreams.output(piece)
                return failure == nil
            }
            // The lines are written as the page is laid out and then
            // forgotten: a big page's lines were 12-17 MiB of the peak
            // beside its DOM. So the notices (what limits took from the
            // page, on standard error) come after the page, not before.
            let writer = DumpWriter(lineCapacity: width, to: writeOut)
            let writes = !options.listsOnlyReferences
            let sink = LineSink({ lines in if writes { writer.add(lines) } },
                                spans: { spans, lastText in if writes { writer.add(spans: spans, lastText: lastText) } })
            var renderOptions = RenderOptions(width: width, numberLinks: numbersLinks, baseURL: page.url,
                                              unicodeGraphics: graphics)
            // Only printed: each link is kept as its href, resolved as the References print it.
            renderOptions.isPrintOnly = true
            let rendered = PageRenderer(options: renderOptions).render(document, handingLinesTo: sink)
            if options.listsOnlyReferences {
                DumpFormatter.writeReferences(rendered, to: writeOut)
            } else {
                writer.add(rendered.lines[...])
                writer.finish(rendered, references: options.references)
            }
            for notice in rendered.notices { StandardStreams.error("turbo-tui: \(notice)") }
            if let failure {
                StandardStreams.error("turbo-tui: cannot write the page to standard output: \(failure)")
                return withExtendedLifetime((document, rendered)) { finish(1) }
            }
            if let status = page.status, !(200..<300).contains(status) {
                StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(page.url.absoluteString)) answered HTTP \(status)")
                return withExtendedLifetime((document, rendered)) { finish(1) }
            }
            return withExtendedLifetime((document, rendered)) { finish(0) }
        } catch {
            StandardStreams.error("turbo-tui: \(error)")
            return 1
        }
    }

    /// The body as it came, byte for byte, into a file or a pipe. On a
    /// terminal its control characters are shown as ^X instead: a page's
    /// escape sequences never reach the terminal (hostile-input.md).
    private func printSource(_ page: LoadedPage) -> Int32 {
        var bytes = page.body
        if isatty(STDOUT_FILENO) != 0 {
            let lines = String(decoding: page.body, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            bytes = Array(lines.map { TerminalSafeText.sanitize(String($0)) }.joinedText(separator: "\n").utf8)
        }
        if let failure = StandardStreams.output(bytes) {
            StandardStreams.error("turbo-tui: cannot write the page to standard output: \(failure)")
            return 1
        }
        if let status = page.status, !(200..<300).contains(status) {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(page.url.absoluteString)) answered HTTP \(status)")
            return 1
        }
        return 0
    }

    private func saveCookies(of transport: any Transport) {
        do {
            try transport.saveCookies()
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(error.description))")
        }
    }
}
