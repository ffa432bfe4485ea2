import FoundationEssentials

/// One cookie as a line of a Netscape cookies.txt, the format libcurl reads
/// and writes: domain, subdomains flag, path, secure flag, expiry (Unix
/// seconds, 0 for a session cookie), name, value; tab separated.
package struct Cookie: Sendable, Equatable {
    package var domain: String
    package var includesSubdomains: Bool
    package var path: String
    package var secure: Bool
    package var httpOnly: Bool
    /// Seconds since 1970; 0 means the cookie ends with the session.
    package var expires: Int
    package var name: String
    package var value: String

    package static let httpOnlyPrefix = "#HttpOnly_"

    package var isSession: Bool { expires == 0 }

    package func isExpired(at date: Date) -> Bool { !isSession && Double(expires) <= date.timeIntervalSince1970 }

    /// Parses one line; nil when it is not a cookie line.
    package init?(netscapeLine line: some StringProtocol) {
        var text = Substring(line)
        httpOnly = text.hasPrefix(Self.httpOnlyPrefix)
        if httpOnly { text = text.dropFirst(Self.httpOnlyPrefix.count) }
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
        // libcurl writes six fields when the value is empty.
        guard fields.count == 7 || fields.count == 6, !fields[0].isEmpty, !fields[5].isEmpty,
              let subdomains = Self.flag(fields[1]), let secure = Self.flag(fields[3]),
              let expires = Int(fields[4]), expires >= 0,
              !text.contains(where: { $0.isNewline || $0 == "\0" })
        else { return nil }
        domain = String(fields[0])
        includesSubdomains = subdomains
        path = String(fields[2])
        self.secure = secure
        self.expires = expires
        name = String(fields[5])
        value = fields.count == 7 ? String(fields[6]) : ""
    }

    package var netscapeLine: String {
        let prefix = httpOnly ? Self.httpOnlyPrefix : ""
        return [prefix + domain, includesSubdomains ? "TRUE" : "FALSE", path, secure ? "TRUE" : "FALSE",
                String(expires), name, value].joined(separator: "\t")
    }

    /// Whether a page at `url` would see this cookie, as `document.cookie`
    /// does (HttpOnly cookies are the caller's to leave out).
    package func applies(to url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        let cookieDomain = domain.lowercased().drop(while: { $0 == "." })
        let domainMatches = host == cookieDomain || (includesSubdomains && host.hasSuffix("." + cookieDomain))
        let requestPath = url.path.isEmpty ? "/" : url.path
        let pathMatches = requestPath == path || path == "/"
            || (requestPath.hasPrefix(path) && (path.hasSuffix("/") || requestPath.dropFirst(path.count).hasPrefix("/")))
        return domainMatches && pathMatches && (!secure || url.scheme?.lowercased() == "https")
    }

    private static func flag(_ field: Substring) -> Bool? {
        switch field.uppercased() {
        case "TRUE": return true
        case "FALSE": return false
        default: return nil
        }
    }
}
