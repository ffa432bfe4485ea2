import Foundation
import Testing
import HTML
import Net
import Turbo

@Suite("CSRF token")
struct CSRFTokenTests {

    private func cookie(_ name: String, _ value: String) -> Cookie {
        Cookie(netscapeLine: "x.test\tFALSE\t/\tFALSE\t0\t\(name)\t\(value)")!
    }

    @Test func theMetaTokenIsUsedWithoutACookie() {
        let page = HTMLParser.parse("<meta name='csrf-param' content='authenticity_token'><meta name='csrf-token' content='meta-token'>")
        #expect(CSRFToken.find(in: page, cookies: []) == "meta-token")
        #expect(CSRFToken.find(in: page, cookies: [cookie("other", "x")]) == "meta-token")
    }

    @Test func aCookieNamedAfterTheParamWinsAndIsDecoded() {
        let page = HTMLParser.parse("<meta name='csrf-param' content='authenticity_token'><meta name='csrf-token' content='meta-token'>")
        #expect(CSRFToken.find(in: page, cookies: [cookie("authenticity_token", "a%2Bb%3D")]) == "a+b=")
    }

    @Test func noMetaNoToken() {
        #expect(CSRFToken.find(in: HTMLParser.parse("<p>plain</p>"), cookies: [cookie("authenticity_token", "x")]) == nil)
    }
}
