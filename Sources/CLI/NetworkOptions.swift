import FoundationEssentials
import Net
import Render
import Base

/// The command line's network flags, turned into the transport they ask for.
package struct NetworkOptions: Equatable, Sendable {
    package var cookieJarPath: String?
    package var savesCookies = true
    package var insecure = false
    package var maximumBodyBytes: Int?
    /// `--user-agent-suffix`: appended to turbo-tui's User-Agent.
    package var userAgentSuffix: String?
    /// `--header`: sent to the app's hosts only.
    package var headers: [HeaderField] = []
    /// `--netrc`, `--netrc-file FILE`: credentials as curl reads them.
    package var usesNetrc = false
    package var netrcFile: String?

    package init() {}

    package static let insecureWarning = "turbo-tui: WARNING: --insecure is on: TLS certificates are NOT checked, "
        + "so anyone between you and the server can read and change this traffic"

    package static func byteCount(_ text: String, name: String = "--max-body-size") throws(UsageError) -> Int {
        guard let bytes = ByteCount.parse(text) else {
            throw UsageError("\(name) wants a size such as 64M, 1G or 1048576, not '\(text)'")
        }
        return bytes
    }

    /// `headerHosts`: where `headers` go (the app's hosts, see `AppHosts`).
    package func configuration(environment: [String: String], headerHosts: [HostPattern] = []) -> TransportConfiguration {
        var limits = TransportLimits()
        if let maximumBodyBytes { limits.maximumBodyBytes = maximumBodyBytes }
        let file = cookieJarPath.map { FilePath.fileURL($0) } ?? CookieJarLocation.defaultFile(environment: environment)
        return TransportConfiguration(limits: limits, userAgent: UserAgent.string(suffix: userAgentSuffix),
                                      cookieFile: file, savesCookies: savesCookies, insecure: insecure,
                                      appHeaders: HostScopedHeaders(hosts: headerHosts, fields: headers),
                                      netrc: usesNetrc ? .optional(file: netrcFile) : .off)
    }

    /// The transport for this run; warnings (insecure mode, a damaged
    /// cookie file) go to `report` before anything is fetched.
    package func makeTransport(environment: [String: String], headerHosts: [HostPattern] = [],
                       report: (String) -> Void) -> CurlTransport {
        if insecure { report(Self.insecureWarning) }
        let transport = CurlTransport(configuration: configuration(environment: environment, headerHosts: headerHosts))
        for problem in transport.cookieJar.problems {
            report("turbo-tui: \(TerminalSafeText.sanitize(problem.description))")
        }
        return transport
    }
}
