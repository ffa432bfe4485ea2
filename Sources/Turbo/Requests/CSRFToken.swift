import FoundationEssentials
import HTML
import Net

/// The token a non-GET form sends as `X-CSRF-Token` (turbo-wire D4), found
/// as Turbo finds it: the value of the first cookie whose name starts with
/// `<meta name="csrf-param">`, else `<meta name="csrf-token">`.
package enum CSRFToken {
    /// `cookies` are those the page can read (not HttpOnly), in jar order.
    package static func find(in document: Document, cookies: [Cookie]) -> String? {
        if let parameter = document.metaContent(named: "csrf-param"), !parameter.isEmpty,
           let cookie = cookies.first(where: { $0.name.hasPrefix(parameter) }), !cookie.value.isEmpty {
            return cookie.value.percentDecoded ?? cookie.value
        }
        guard let token = document.metaContent(named: "csrf-token"), !token.isEmpty else { return nil }
        return token
    }
}
