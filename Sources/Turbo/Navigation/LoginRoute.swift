import FoundationEssentials

/// Where a 401 sends the user: the login path on the failed page's origin.
/// Nothing when no login path is configured, for other statuses, or when the
/// login page itself answered 401 (no loop).
package struct LoginRoute: Equatable, Sendable {
    package let loginPath: String?

    package func url(afterStatus status: Int, at failedURL: URL) -> URL? {
        guard status == 401, let loginPath, !loginPath.isEmpty,
              let login = URL(address: loginPath, relativeTo: failedURL)?.absoluteURL,
              login.host == failedURL.host, login.path != failedURL.path else { return nil }
        return login
    }
}
