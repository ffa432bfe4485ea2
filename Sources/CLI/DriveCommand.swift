import FoundationEssentials
import Drive
import Net
import Render
import Turbo
import UI

/// `turbo-tui drive`: the browser driven by a program (spec drive.md). JSON
/// commands come one per line on standard input (or from `--script FILE`);
/// each answer is one line on standard output, and nothing else is written
/// there. Diagnostics go to standard error. The cookie jar, path
/// configuration and network options are the browser's, and the jar is
/// saved on the way out as the browser saves it.
package struct DriveCommand {
    package let options: CommandLineOptions
    package let environment: [String: String]

    package static let defaultSize = ScreenSize(rows: 24, columns: 80)

    package func run() -> Int32 {
        let sources: [PathConfigurationSource]
        do {
            sources = try BrowserSetup.pathConfigurationSources(options)
        } catch {
            return usage(TerminalSafeText.sanitize("\(error)"))
        }
        var script: [String]?
        if let path = options.scriptPath {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                return usage("cannot read the script \(path)")
            }
            script = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        }
        // The app's host is not known before the first visit: `--header`s
        // go to its host from then on (and to `--app-host`s and the tabs' from the start).
        let setup = BrowserSetup(options: options, environment: environment, start: nil, sources: sources) {
            StandardStreams.error($0)
        }
        let transport = setup.transport
        let pathConfiguration = setup.pathConfiguration
        let size = ScreenSize(rows: options.height ?? Self.defaultSize.rows, columns: options.width ?? Self.defaultSize.columns)
        let driver = Driver(size: size, transport: transport, configuration: setup.configuration, stopSignals: StopSignals())
        driver.onOpen = { transport.sendAppHeaders(to: $0) }
        var downloads = sources.filter { if case .server = $0 { true } else { false } }.count
        pathConfiguration.start { report in
            if report.origin == .server { downloads -= 1 }
            if let notice = BrowserEvent.notice(pathConfigurationReport: report), case .notice(let text, _) = notice {
                StandardStreams.error("turbo-tui drive: \(TerminalSafeText.sanitize(text))")
                driver.post(notice)
            }
        }
        // The first command is routed by the server's configuration, not by none.
        driver.run(until: { downloads <= 0 }, seconds: 10)
        var status = runSession(driver, script: script)
        driver.stop()
        do {
            try transport.saveCookies()
        } catch {
            StandardStreams.error("turbo-tui drive: \(TerminalSafeText.sanitize(error.description))")
        }
        // As the browser: the jar is saved, and a signal's end is not a success.
        if let signal = driver.stoppedBy {
            StandardStreams.error("turbo-tui drive: stopped by \(signal)")
            status = 1
        }
        return status
    }

    private func runSession(_ driver: Driver, script: [String]?) -> Int32 {
        let scriptName = options.scriptPath ?? "standard input"
        if let target = BrowserSetup.target(options) {
            let answer = driver.run(DriverStep(command: .visit(target)))
            if !answer.ok {
                StandardStreams.error("turbo-tui drive: \(TerminalSafeText.sanitize(target)): \(TerminalSafeText.sanitize(answer.error ?? ""))")
                if script != nil { return 1 }
            }
        }
        if let script {
            for (offset, line) in script.enumerated() where !Self.isComment(line) {
                let answer = answer(to: line, driver)
                StandardStreams.output(answer.line + "\n")
                if !answer.ok {
                    StandardStreams.error("turbo-tui drive: \(scriptName):\(offset + 1): \(TerminalSafeText.sanitize(line)): "
                                          + TerminalSafeText.sanitize(answer.error ?? "failed"))
                    return 1
                }
                if driver.hasEnded { break }
            }
            return 0
        }
        let lines = CommandLines()
        lines.start()
        while !driver.hasEnded {
            switch lines.take() {
            case .line(let line):
                guard !Self.isComment(line) else { continue }
                StandardStreams.output(answer(to: line, driver).line + "\n")
            case .tooLong(let bytes):
                let limit = ByteCount.format(CommandLines.maximumLineBytes)
                let error = DriverError("The line has \(ByteCount.format(bytes)), over the \(limit) a command may have; it was skipped.")
                StandardStreams.output(DriverAnswer.failure(error).line + "\n")
            case .ended:
                return 0
            case .none:
                if !driver.waitForInput(on: lines.descriptor) { return 0 }
            }
        }
        return 0
    }

    private func answer(to line: String, _ driver: Driver) -> DriverAnswer {
        do {
            return driver.run(try DriverStep(line: line))
        } catch {
            return .failure(error)
        }
    }

    /// Blank lines and `#` comments are not commands and get no answer.
    private static func isComment(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces()
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    private func usage(_ message: String) -> Int32 {
        StandardStreams.error("turbo-tui drive: \(message)")
        return 2
    }
}
