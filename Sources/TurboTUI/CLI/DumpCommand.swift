import Foundation

/// `turbo-tui --dump`: load, render once, print.
struct DumpCommand {
    let options: CommandLineOptions
    /// Gets the exit status while the page is still in memory; see `TurboTUICommand.run`.
    var finish: (Int32) -> Int32 = { $0 }

    func run() -> Int32 {
        do {
            let page: LoadedPage
            let document: Document
            switch try PageLocation.parse(options.target ?? "") {
            case .file(let path):
                page = try PageLoader.read(file: path, maximumBytes: options.network.maximumBodyBytes
                                               ?? TransportLimits.defaultMaximumBodyBytes)
                document = page.document
            case .web(let url):
                let transport = options.network.makeTransport(environment: ProcessInfo.processInfo.environment,
                                                              report: StandardStreams.error)
                defer { saveCookies(of: transport) }
                page = try PageLoader(transport: transport).load(.web(url))
                document = page.document
                // What a browser would show: the page's frames filled in.
                for note in FrameResolver(transport: transport).resolve(document, page: page.url) {
                    StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(note))")
                }
            }
            let width = options.width ?? TerminalSize.columnsOfStandardOutput() ?? 80
            let graphics = TerminalCharset.dumpUsesUnicodeGraphics(environment: ProcessInfo.processInfo.environment)
            let rendered = PageRenderer(options: RenderOptions(width: width, numberLinks: options.references,
                                                              baseURL: page.url, unicodeGraphics: graphics)).render(document)
            if let failure = StandardStreams.output(DumpFormatter.bytes(rendered, references: options.references)) {
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

    private func saveCookies(of transport: CurlTransport) {
        do {
            try transport.saveCookies()
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(error.description))")
        }
    }
}
