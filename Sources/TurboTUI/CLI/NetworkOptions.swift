import Foundation

/// The command line's network flags, turned into the transport they ask for.
public struct NetworkOptions: Equatable, Sendable {
    public var cookieJarPath: String?
    public var savesCookies = true
    public var insecure = false
    public var maximumBodyBytes: Int?

    public init() {}

    static let insecureWarning = "turbo-tui: WARNING: --insecure is on: TLS certificates are NOT checked, "
        + "so anyone between you and the server can read and change this traffic"

    static func byteCount(_ text: String) throws(UsageError) -> Int {
        guard let bytes = ByteCount.parse(text) else {
            throw UsageError("--max-body-size wants a size such as 64M, 1G or 1048576, not '\(text)'")
        }
        return bytes
    }

    func configuration(environment: [String: String]) -> TransportConfiguration {
        var limits = TransportLimits()
        if let maximumBodyBytes { limits.maximumBodyBytes = maximumBodyBytes }
        let file = cookieJarPath.map { URL(fileURLWithPath: $0) } ?? CookieJarLocation.defaultFile(environment: environment)
        return TransportConfiguration(limits: limits, cookieFile: file, savesCookies: savesCookies, insecure: insecure)
    }

    /// The transport for this run; warnings (insecure mode, a damaged
    /// cookie file) go to `report` before anything is fetched.
    func makeTransport(environment: [String: String], report: (String) -> Void) -> CurlTransport {
        if insecure { report(Self.insecureWarning) }
        let transport = CurlTransport(configuration: configuration(environment: environment))
        for problem in transport.cookieJar.problems {
            report("turbo-tui: \(TerminalSafeText.sanitize(problem.description))")
        }
        return transport
    }
}
