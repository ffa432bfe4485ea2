/// A host the app lives on, as `--app-host` names it: an exact name
/// (`example.com`, `127.0.0.1`) or `*.example.com`, which matches every
/// name below example.com (`a.example.com`, `a.b.example.com`) but not
/// example.com itself, as a TLS wildcard does not. Compared without case,
/// without port or scheme, as Hotwire Native compares hosts.
package struct HostPattern: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Lowercased; for a wildcard, the part after `*.`.
    package let name: String
    package let isWildcard: Bool

    package init(host: String) {
        name = host.lowercased()
        isWildcard = false
    }

    /// Nil for text that is not a host name or a `*.` pattern (a URL, a
    /// port, a bare `*`, spaces, `*` anywhere but at the front).
    package init?(parsing text: String) {
        let lowered = text.lowercased()
        let wildcard = lowered.hasPrefix("*.")
        let rest = wildcard ? String(lowered.dropFirst(2)) : lowered
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !rest.isEmpty, rest.allSatisfy(allowed.contains), !rest.hasPrefix("."), !rest.hasSuffix("."),
              !rest.contains("..")
        else { return nil }
        name = rest
        isWildcard = wildcard
    }

    package func matches(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return isWildcard ? host.hasSuffix("." + name) : host == name
    }

    package var description: String { isWildcard ? "*." + name : name }
}
