import FoundationEssentials
import Net
import Store
import Turbo
import UI
import Render
import Base

/// `turbo-tui URL`: the interactive browser on the real terminal.
package struct BrowseCommand {
    package let options: CommandLineOptions
    package let environment: [String: String]
    /// Said before the browser starts (config lines skipped): shown in the
    /// status line, then printed again on exit with the other warnings.
    package var notices: [String] = []
    /// Handed the exit status while the browser's pages are still in memory
    /// (`TurboTUICommand.run`): freeing a big page object by object kept the
    /// shell waiting about 0.3 s (1 s on a loaded machine) after `q`.
    package var finish: (Int32) -> Int32 = { $0 }

    package func run() -> Int32 {
        // The app's tabs (`--tab`) say what to open when no URL is given: the first of them.
        let target = BrowserSetup.target(options)
        guard target != nil || options.showsBookmarks else {
            StandardStreams.error("turbo-tui: give a URL to browse, or --tab Title=URL (see turbo-tui --help)")
            return 2
        }
        var url: URL?
        if let target {
            do {
                switch try PageLocation.parse(target) {
                case .web(let webURL):
                    url = webURL
                    CursesTerminal.prepareBeforeLibcurl()
                    CurlGlobal.startLoading()
                // Read from disk by the loop (`LocalPage`), never through the transport: no cookie goes with it.
                case .file(let path): url = FilePath.fileURL(path)
                case .standardInput:
                    StandardStreams.error("turbo-tui: the browser does not read standard input; use --dump -")
                    return 2
                }
            } catch {
                StandardStreams.error("turbo-tui: \(error)")
                return 2
            }
        }
        let sources: [PathConfigurationSource]
        do {
            sources = try BrowserSetup.pathConfigurationSources(options)
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize("\(error)"))")
            return 2
        }
        let terminal: CursesTerminal
        do {
            // `color = false` / `--no-color` reach the terminal as NO_COLOR does.
            var terminalEnvironment = environment
            if !options.usesColor { terminalEnvironment["NO_COLOR"] = "1" }
            terminal = try CursesTerminal(environment: terminalEnvironment, theme: options.theme)
        } catch {
            StandardStreams.error("turbo-tui: \(error)")
            return 1
        }
        let browserCommand = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 }
        // History and bookmarks are read before the transport is made: making
        // it waits for libcurl, still loading on its thread, so these files
        // are read in that time rather than after it.
        let history = options.recordsHistory ? History(file: HistoryFile.defaultFile(environment: environment)) : nil
        // Problems met while browsing (a full disk) are printed on exit too, after these.
        let problemsAtStart = history?.problems.count ?? 0
        let bookmarksFile = BookmarksFile.defaultFile(environment: environment).map(BookmarksFile.init(url:))
        let bookmarks = bookmarksFile?.load()
        // Warnings (insecure mode, a damaged cookie file) go to the status line.
        var warnings: [String] = notices
        let setup = BrowserSetup(options: options, environment: environment, start: url, sources: sources) {
            warnings.append($0)
        }
        warnings += history?.problems.map { "turbo-tui: \(TerminalSafeText.sanitize($0.description))" } ?? []
        warnings += bookmarks?.problems.map { "turbo-tui: \(TerminalSafeText.sanitize($0.description))" } ?? []
        let transport = setup.transport
        var configuration = setup.configuration
        // A terminal without colours shows images as their alt text (as NO_COLOR does).
        if terminal.scheme.depth == .monochrome { configuration.images = .off }
        if let cell = TerminalSize.cellPixelsOfStandardOutput() { configuration.cellPixels = cell }
        // Fetched through the pages' transport, so with the same cookies.
        let pathConfiguration = setup.pathConfiguration
        let loop = EventLoop(terminal: terminal, transport: transport, configuration: configuration,
                             browserCommand: browserCommand,
                             editorCommand: Self.editorCommand(environment),
                             history: history, bookmarks: bookmarks?.bookmarks ?? Bookmarks(),
                             bookmarksFile: bookmarks?.canSave == true ? bookmarksFile : nil,
                             showingBookmarks: options.showsBookmarks, environment: environment)
        for warning in warnings { loop.post(.notice(warning, isError: true)) }
        // The status line shows one report at a time; every one is printed again on exit.
        var pathConfigurationNotices: [String] = []
        pathConfiguration.start { report in
            guard let notice = BrowserEvent.notice(pathConfigurationReport: report) else { return }
            if case .notice(let text, _) = notice { pathConfigurationNotices.append(text) }
            loop.post(notice)
        }
        let exit = loop.run(opening: url)
        terminal.restore()
        for warning in warnings { StandardStreams.error(warning) }
        for problem in history?.problems.dropFirst(problemsAtStart) ?? [] {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(problem.description))")
        }
        for notice in pathConfigurationNotices { StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(notice))") }
        do {
            try transport.saveCookies()
        } catch {
            StandardStreams.error("turbo-tui: \(TerminalSafeText.sanitize(error.description))")
        }
        switch exit {
        case .quit: return withExtendedLifetime(loop) { finish(0) }
        case .signal(let name):
            StandardStreams.error("turbo-tui: stopped by \(name)")
            return withExtendedLifetime(loop) { finish(1) }
        }
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`, as lynx and w3m fall back.
    package static func editorCommand(_ environment: [String: String]) -> String {
        [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    }
}
