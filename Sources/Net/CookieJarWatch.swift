/// What the shared jar held at the last look, to tell which cookies answers
/// changed since: the browser marks the other tabs whose pages those
/// cookies are sent with stale (Hotwire Native reloads its web views after
/// an authentication change). A look costs one pass over the jar, so the
/// loop looks only after answers that could have set cookies.
package struct CookieJarWatch {
    /// A cookie is one per domain, path and name, as in curl's jar.
    private struct Key: Hashable {
        let domain: String
        let path: String
        let name: String
    }

    private var seen: [Key: Cookie]

    package init(_ jar: CookieJar) {
        seen = Self.keyed(jar.cookies)
    }

    /// The cookies changed since the last look, or nil when none did.
    package mutating func look(at jar: CookieJar) -> CookieChange? {
        let now = Self.keyed(jar.cookies)
        var changed: [Cookie] = []
        for (key, cookie) in now where seen[key] != cookie {
            changed.append(cookie)
            if let before = seen[key] { changed.append(before) }
        }
        for (key, cookie) in seen where now[key] == nil { changed.append(cookie) }
        seen = now
        return changed.isEmpty ? nil : CookieChange(cookies: changed)
    }

    private static func keyed(_ cookies: [Cookie]) -> [Key: Cookie] {
        var keyed: [Key: Cookie] = [:]
        for cookie in cookies { keyed[Key(domain: cookie.domain.lowercased(), path: cookie.path, name: cookie.name)] = cookie }
        return keyed
    }
}
