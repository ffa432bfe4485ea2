import FoundationEssentials

/// How a transport talks to the network. The defaults suit tests and tools:
/// cookies live in memory only and TLS is verified.
package struct TransportConfiguration: Sendable, Equatable {
    package var limits: TransportLimits
    package var userAgent: String
    /// The Netscape cookies.txt loaded at start; nil keeps cookies in memory.
    package var cookieFile: URL?
    /// Whether lasting cookies are written back to `cookieFile`.
    package var savesCookies: Bool
    /// Skips TLS certificate checks. Only for local development servers.
    package var insecure: Bool
    /// `--header`s, sent only to the app's hosts.
    package var appHeaders: HostScopedHeaders
    /// `--netrc`: user names and passwords from a netrc file, as curl reads them.
    package var netrc: NetrcUse

    package init(limits: TransportLimits = TransportLimits(), userAgent: String = UserAgent.string,
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
