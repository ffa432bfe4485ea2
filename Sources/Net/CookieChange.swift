import FoundationEssentials

/// Cookies of the shared jar that came, went or changed value since the
/// last look (`CookieJarWatch`): a sign-in or a sign-out. A page is
/// concerned when its request would carry one of them, before or after.
package struct CookieChange: Equatable, Sendable {
    /// Each changed cookie as it is now, and as it was before (a removed one only as it was).
    package let cookies: [Cookie]

    package init(cookies: [Cookie]) {
        self.cookies = cookies
    }

    package func concerns(_ url: URL) -> Bool {
        cookies.contains { $0.applies(to: url) }
    }
}
