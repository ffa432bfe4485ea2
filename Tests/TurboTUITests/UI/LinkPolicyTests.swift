import Foundation
import Testing
@testable import TurboTUI

/// Which links may load in the session (spec native-navigation.md section 7).
@Suite("Link policy")
struct LinkPolicyTests {
    static let page = URL(string: "http://app.test:3000/posts")!

    @Test(arguments: [
        ("http://app.test:3000/posts/1", LinkPolicy.load),
        ("https://app.test/secure", .load), // same host: the port and scheme do not matter, as in hotwire-native-ios
        ("http://APP.test:3000/", .load),
        ("https://other.test/", .external),
        ("http://sub.app.test/", .external),
        ("javascript:alert(1)", .refused(reason: "javascript: links are not followed")),
        ("data:text/html,hi", .refused(reason: "data: links are not followed")),
        ("file:///etc/passwd", .refused(reason: "file: links are not followed")),
        ("about:blank", .refused(reason: "about: links are not followed")),
        ("mailto:a@b.test", .refused(reason: "mailto: links are not followed")),
    ])
    func classifies(url: String, expected: LinkPolicy) {
        #expect(LinkPolicy.classify(URL(string: url)!, from: Self.page) == expected)
    }

    @Test func aTypedURLMayGoAnywhereOverHTTP() {
        #expect(LinkPolicy.classify(URL(string: "https://other.test/")!, from: nil) == .load)
        #expect(LinkPolicy.classify(URL(string: "file:///etc/passwd")!, from: nil) != .load)
    }
}
