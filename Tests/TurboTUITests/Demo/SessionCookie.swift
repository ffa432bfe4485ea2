@testable import TurboTUI

/// The demo's session cookie from a response, as `name=value` for a Cookie header.
enum SessionCookie {
    static let name = "_turbo_demo_session"

    static func value(in response: HTTPResponse) -> String? {
        response.headers
            .filter { $0.name.caseInsensitiveCompare("Set-Cookie") == .orderedSame }
            .compactMap { $0.value.split(separator: ";").first.map(String.init) }
            .first { $0.hasPrefix(name + "=") }
    }
}
