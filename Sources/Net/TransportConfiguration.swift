import FoundationEssentials

/// How a transport talks to the network. The defaults suit tests and tools:
/// cookies live in memory only and TLS is verified.
public struct TransportConfiguration: Sendable, Equatable {
    public var limits: TransportLimits
    public var userAgent: String
    /// The Netscape cookies.txt loaded at start; nil keeps cookies in memory.
    public var cookieFile: URL?
    /// Whether lasting cookies are written back to `cookieFile`.
    public var savesCookies: Bool
    /// Skips TLS certificate checks. Only for local development servers.
    public var insecure: Bool
    /// `--header`s, sent only to the app's hosts.
    public var appHeaders: HostScopedHeaders
    /// `--netrc`: user names and passwords from a netrc file, as curl reads them.
    public var netrc: NetrcUse

    public init(limits: TransportLimits = TransportLimits(), userAgent: String = UserAgent.string,
                cookieFile: URL? = nil, savesCookies: Bool = true, insecure: Bool = false,
                appHeaders: HostScopedHeaders = HostScopedHeaders(), netrc: NetrcUse = .off) {
        self.limits = limits
        self.userAgent = userAgent
        self.cookieFile = cookieFile
        self.savesCookies = savesCookies
        self.insecure = insecure
        self.appHeaders = appHeaders
        self.netrc = netrc
    }
}
