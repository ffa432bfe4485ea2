import FoundationEssentials

/// A host the app lives on: an exact name (`example.com`, `127.0.0.1`) or
/// `*.example.com`, which matches every name below example.com
/// (`a.example.com`, `a.b.example.com`) but not example.com itself, as a
/// TLS wildcard does not; with a port or without one. Names compare
/// without case.
///
/// A pattern taken from a URL (the start URL, a tab, a server path
/// configuration) keeps that URL's port: another port on the same host is
/// another server, and another site (issue 32). A URL that names no port
/// is on the web's standard ports, 80 and 443 alike, so a site's redirect
/// from http to https stays in the app. One the user writes (`--app-host
/// example.com`) matches any port unless it names one (`--app-host
/// 127.0.0.1:3000`).
package struct HostPattern: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Lowercased; for a wildcard, the part after `*.`.
    package let name: String
    package let isWildcard: Bool
    /// Which ports of the host are the app's.
    package enum Ports: Equatable, Hashable, Sendable {
        case any
        case only(Int)
        /// 80 and 443: a URL that names no port.
        case standard
    }

    package let ports: Ports

    package init(host: String, ports: Ports = .any) {
        name = host.lowercased()
        isWildcard = false
        self.ports = ports
    }

    /// The URL's host, and its port when it names one (else the standard ones).
    package init?(url: URL) {
        guard let host = url.host else { return nil }
        let named = url.port.flatMap { port in Self.standardPorts.contains(port) ? nil : port }
        self.init(host: host, ports: named.map(Ports.only) ?? .standard)
    }

    private static let standardPorts: Set<Int> = [80, 443]

    /// Nil for text that is not a host name or a `*.` pattern, with an
    /// optional `:port` (a URL, a bare `*`, spaces, `*` anywhere but at the
    /// front, a port out of 1-65535).
    package init?(parsing text: String) {
        var lowered = text.lowercased()
        var port: Int?
        if let colon = lowered.lastIndex(of: ":") {
            let digits = lowered[lowered.index(after: colon)...]
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCII), let number = Int(digits),
                  (1...65535).contains(number) else { return nil }
            port = number
            lowered = String(lowered[..<colon])
        }
        let wildcard = lowered.hasPrefix("*.")
        let rest = wildcard ? String(lowered.dropFirst(2)) : lowered
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !rest.isEmpty, rest.allSatisfy(allowed.contains), !rest.hasPrefix("."), !rest.hasSuffix("."),
              !rest.contains("..")
        else { return nil }
        name = rest
        isWildcard = wildcard
        ports = port.map(Ports.only) ?? .any
    }

    /// The name alone, whatever the port: for settings kept by host (the
    /// config file's `[host]` sections, `turbo = on HOST`).
    package func matches(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return isWildcard ? host.hasSuffix("." + name) : host == name
    }

    /// The URL's host, and its port as this pattern's ports say.
    package func matches(_ url: URL) -> Bool {
        guard matches(url.host) else { return false }
        switch ports {
        case .any: return true
        case .only(let port): return Self.effectivePort(of: url) == port
        case .standard: return Self.effectivePort(of: url).map(Self.standardPorts.contains) ?? true
        }
    }

    package var description: String {
        let host = isWildcard ? "*." + name : name
        if case .only(let port) = ports { return host + ":\(port)" }
        return host
    }

    /// The URL's port, or its scheme's default (`WebOrigin.defaultPort`).
    package static func effectivePort(of url: URL) -> Int? {
        url.port ?? url.scheme.flatMap { WebOrigin.defaultPort(of: $0.lowercased()) }
    }
}
