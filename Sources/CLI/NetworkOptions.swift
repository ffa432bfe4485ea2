import FoundationEssentials
import Net
import Render

/// The command line's network flags, turned into the transport they ask for.
public struct NetworkOptions: Equatable, Sendable {
    public var cookieJarPath: String?
    public var savesCookies = true
    public var insecure = false
    public var maximumBodyBytes: Int?
    /// `--user-agent-suffix`: appended to turbo-tui's User-Agent.
    public var userAgentSuffix: String?
    /// `--header`: sent to the app's hosts only.
    public var headers: [HeaderField] = []
    /// `--netrc`, `--netrc-file FILE`: credentials as curl reads them.
    public var usesNetrc = false
    public var netrcFile: String?

    public init() {}

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
        let file = cookieJarPath.map { URL(fileURLWithPath: $0) } ?? CookieJarLocation.defaultFile(environment: environment)
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
