import Foundation
import Testing
import Turbo

@Suite("Referer")
struct ReferrerTests {
    @Test(arguments: [
        ("http://a.test/posts/1?x=1#frag", "http://a.test/posts", "http://a.test/posts/1?x=1"),
        ("http://user:pw@a.test/p", "http://a.test/q", "http://a.test/p"),
        ("https://a.test/secret?token=1", "https://b.test/", "https://a.test/"),
        ("http://a.test/p", "http://a.test:8080/", "http://a.test/"),
    ])
    func refererFollowsTheDefaultPolicy(page: String, destination: String, expected: String) {
        #expect(Referrer.header(from: URL(string: page)!, to: URL(string: destination)!) == expected)
    }

    @Test func noRefererFromHTTPSToHTTP() {
        #expect(Referrer.header(from: URL(string: "https://a.test/p")!, to: URL(string: "http://a.test/p")!) == nil)
        #expect(Referrer.header(from: URL(fileURLWithPath: "/tmp/page.html"), to: URL(string: "http://a.test/")!) == nil)
    }
}
