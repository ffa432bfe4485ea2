import FoundationEssentials
import Base
import Net
import Render
import Turbo

/// `turbo-tui path-config CONFIG [PATH_OR_URL ...]`: checks a path
/// configuration, prints each problem to standard error, and for each
/// location one line: the argument, a tab, and the merged properties as JSON
/// with sorted keys. Exit 0: no problems; 1: some rules or values were
/// skipped; 2: the configuration is unusable (or the command line is wrong).
package struct PathConfigCommand {
    package static let usage = "usage: turbo-tui path-config CONFIG [PATH_OR_URL ...]"

    package let arguments: [String]
    /// For the cookie file: a configuration served only to signed-in users
    /// loads as it does in the browser.
    package var environment: [String: String] = ProcessEnvironment.current

    package func run() -> Int32 {
        switch arguments.first {
        case nil:
            StandardStreams.error("turbo-tui: path-config needs a CONFIG file or URL\n\(Self.usage)")
            return 2
        case "-h", "--help":
            StandardStreams.output(HelpText.pathConfigUsage + "\n")
            return 0
        case let option? where option.hasPrefix("-"):
            StandardStreams.error("turbo-tui: unknown option '\(TerminalSafeText.sanitize(option))'\n\(Self.usage)")
            return 2
        case let configArgument?:
            return check(configArgument, locations: arguments.dropFirst())
        }
    }

    private func check(_ configArgument: String, locations: ArraySlice<String>) -> Int32 {
        let name = TerminalSafeText.sanitize(configArgument)
        let decoded: DecodedPathConfiguration
        do {
            decoded = try PathConfigurationDecoder.decode(load(PathConfigurationSource.parse(configArgument)).get())
        } catch {
            // A PathConfigurationLoadFailure or a PathConfigurationError: both say what went wrong.
            StandardStreams.error("turbo-tui: \(name): \(TerminalSafeText.sanitize("\(error)"))")
            return 2
        }
        for problem in decoded.problems {
            StandardStreams.error("turbo-tui: \(name): \(TerminalSafeText.sanitize(problem.description))")
        }
        var output = ""
        for argument in locations {
            let properties = decoded.configuration.properties(forLocation: Self.location(of: argument))
            output += TerminalSafeText.sanitize(argument) + "\t" + JSONValue.object(properties.values).canonicalText + "\n"
        }
        StandardStreams.output(output)
        return decoded.problems.isEmpty ? 0 : 1
    }

    private func load(_ source: PathConfigurationSource) -> Result<[UInt8], PathConfigurationLoadFailure> {
        switch source {
        case .file(let path):
            return PathConfigurationFile.read(path)
        case .server(let url):
            // The browser's cookies, read but never written: checking a file is not browsing.
            // The config file's request settings (headers, netrc, user agent) apply, as in the browser.
            var network = (try? SettingLayers.load(for: CommandLineOptions(), environment: environment))?
                .resolve(CommandLineOptions()).options.network ?? NetworkOptions()
            network.savesCookies = false
            let transport = network.makeTransport(environment: environment,
                                                  headerHosts: HostPattern(url: url).map { [$0] } ?? []) {
                StandardStreams.error($0)
            }
            return PathConfigurationDownload.body(of: transport.fetch(PathConfigurationDownload.request(for: url)))
        }
    }

    /// A full URL or just a path (with a query, if any), matched as a URL would be.
    package static func location(of argument: String) -> String {
        guard let url = URL(address: argument) else { return argument }
        return PathConfiguration.location(of: url)
    }
}
