import Net

/// A cookies.txt as found on disk; every cookie read writes back to a line that reads
/// as the same cookie, so a save never changes what was loaded.
enum CookieFileFuzz {
    static func run(_ bytes: [UInt8]) {
        guard case .contents(let cookies) = CookieFile.parse(bytes) else { return }
        for cookie in cookies {
            FuzzCheck.require(Cookie(netscapeLine: cookie.netscapeLine) == cookie, "\(cookie) does not survive a save")
        }
    }
}
