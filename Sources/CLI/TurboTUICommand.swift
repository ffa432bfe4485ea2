import FoundationEssentials
import Glibc
import Base
import Net

/// The program behind the `turbo-tui` executable, which only forwards its
/// arguments here and exits with the status returned.
package enum TurboTUICommand {
    /// Ends the process: once a load of libcurl begun at the start has finished
    /// (`CurlGlobal.settleBeforeExit`), as `exit` runs its libraries' destructors.
    package static func exit(_ status: Int32) -> Never {
        CurlGlobal.settleBeforeExit()
        Glibc.exit(status)
    }

    /// `finish` is handed the dump's (or the browser's) exit status while its
    /// page is still in memory. The executable passes `exit`: the kernel takes a big page's
    /// DOM and lines back at once, where freeing them object by object costs
    /// 6-9% of the dump (docs/performance.md).
    package static func run(_ arguments: [String], finish: @escaping (Int32) -> Int32 = { $0 }) -> Int32 {
        if arguments.first == "path-config" {
            return PathConfigCommand(arguments: Array(arguments.dropFirst())).run()
        }
        if arguments.first == "tree" {
            return TreeCommand(arguments: Array(arguments.dropFirst())).run()
        }
        if arguments.first == "config" {
            return ConfigCommand(arguments: Array(arguments.dropFirst())).run()
        }
        let environment = ProcessEnvironment.current
        var options: CommandLineOptions
        var notices: [String] = []
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            StandardStreams.error("turbo-tui: \(error.message)")
            return 2
        }
        if [.browse, .dump, .output, .drive].contains(options.mode) {
            // default < config file < environment < flag (docs/config.md).
            do {
                let resolved = try SettingLayers.load(for: options, environment: environment).resolve(options)
                notices = resolved.problems.map { "turbo-tui: \($0) (skipped)" }
                options = resolved.options
            } catch {
                StandardStreams.error("turbo-tui: \(error)")
                return 2
            }
        }
        switch options.mode {
        case .help:
            StandardStreams.output(HelpText.usage + "\n")
            return 0
        case .version:
            StandardStreams.output("turbo-tui \(TurboTUIVersion.current) (libcurl \(CurlGlobal.versionString))\n")
            return 0
        case .dump:
            notices.forEach(StandardStreams.error)
            return DumpCommand(options: options, environment: environment, finish: finish).run()
        case .output:
            notices.forEach(StandardStreams.error)
            return OutputCommand(options: options).run()
        case .drive:
            notices.forEach(StandardStreams.error)
            return DriveCommand(options: options, environment: environment).run()
        case .browse:
            return BrowseCommand(options: options, environment: environment, notices: notices, finish: finish).run()
        }
    }
}
