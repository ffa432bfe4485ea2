import FoundationEssentials

/// A host the app lives on: an exact name (`example.com`, `127.0.0.1`) or
/// `*.example.com`, which matches every name below example.com
/// (`a.example.com`, `a.b.example.com`) but not example.com itself, as a
/// TLS wildcard does not; with a port or without one. Names compare
/// without case.
///
/// A pattern taken from a URL (the start URL, a tab, a server path
/// configuration) keeps that URL's port, the scheme's default when it names
/// none: another port on the same host is another server, and another site
/// (issue 32). One the user writes (`--app-host example.com`) matches any
/// port unless it names one (`--app-host 127.0.0.1:3000`).
package struct HostPattern: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Lowercased; for a wildcard, the part after `*.`.
    package let name: String
    package let isWildcard: Bool
    /// Nil: any port.
    package let port: Int?

    package init(host: String, port: Int? = nil) {
        name = host.lowercased()
        isWildcard = false
        self.port = port
    }

    /// The URL's host and port (the scheme's default when it names none).
    package init?(url: URL) {
        guard let host = url.host else { return nil }
        self.init(host: host, port: Self.effectivePort(of: url))
    }

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
        self.port = port
    }

    /// The name alone, whatever the port: for settings kept by host (the
    /// config file's `[host]` sections, `turbo = on HOST`).
    package func matches(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return isWildcard ? host.hasSuffix("." + name) : host == name
    }

    /// The URL's host, and its port when this pattern names one.
    package func matches(_ url: URL) -> Bool {
        guard matches(url.host) else { return false }
        guard let port else { return true }
        return Self.effectivePort(of: url) == port
    }

    package var description: String {
        (isWildcard ? "*." + name : name) + (port.map { ":\($0)" } ?? "")
    }

    /// The URL's port, or its scheme's default (80 for http and ws, 443 for https and wss).
    package static func effectivePort(of url: URL) -> Int? {
        if let port = url.port { return port }
        switch url.scheme?.lowercased() {
        case "http", "ws": return 80
        case "https", "wss": return 443
        default: return nil
        }
    }
}
