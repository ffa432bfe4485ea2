import Foundation
import Testing
import Net

/// A request that must stay in its origin (an iframe's document) follows a
/// redirect within it and refuses one to another origin; others follow both.
@Suite("Redirects of a request that stays in its origin")
struct RedirectPolicyOriginTests {
    private let start = URL(string: "http://app.test:3000/inner")!

    @Test func aRedirectToAnotherOriginIsRefusedOnlyWhenTheRequestStaysInItsOrigin() throws {
        var confined = HTTPRequest(url: start)
        confined.staysInOrigin = true
        let sameSite = URL(string: "http://app.test:3000/elsewhere")!
        for other in ["http://app.test:3001/x", "https://app.test:3000/x", "http://tracker.test/x"] {
            let target = URL(string: other)!
            #expect(RedirectPolicy.follow(confined, status: 302, to: target) == .failure(.forbiddenRedirect(to: other)), "\(other)")
            #expect((try? RedirectPolicy.follow(HTTPRequest(url: start), status: 302, to: target).get())?.url == target)
        }
        #expect((try? RedirectPolicy.follow(confined, status: 302, to: sameSite).get())?.url == sameSite)
    }
}
