import Foundation
import Testing
import Net

@Suite("Cookie lines")
struct CookieTests {
    @Test func readsAndWritesANetscapeLine() throws {
        let line = "#HttpOnly_.example.com\tTRUE\t/app\tTRUE\t4102444800\t_session\tabc=def"
        let cookie = try #require(Cookie(netscapeLine: line))
        #expect(cookie.httpOnly && cookie.includesSubdomains && cookie.secure)
        #expect(cookie.domain == ".example.com" && cookie.path == "/app")
        #expect(cookie.name == "_session" && cookie.value == "abc=def")
        #expect(!cookie.isSession)
        #expect(cookie.netscapeLine == line)
    }

    @Test func anEmptyValueMayLeaveOutTheLastField() throws {
        let cookie = try #require(Cookie(netscapeLine: "a.test\tFALSE\t/\tFALSE\t0\tflag"))
        #expect(cookie.value == "" && cookie.isSession)
    }

    @Test(arguments: ["just text", "a.test\tMAYBE\t/\tFALSE\t0\tn\tv", "a.test\tFALSE\t/\tFALSE\tsoon\tn\tv",
                      "a.test\tFALSE\t/\tFALSE\t0\t\tv", "a.test\tFALSE\t/\tFALSE\t-5\tn\tv"])
    func rejectsWhatIsNotACookie(line: String) {
        #expect(Cookie(netscapeLine: line) == nil)
    }

    @Test func appliesByDomainPathAndScheme() throws {
        let host = try #require(Cookie(netscapeLine: "a.test\tFALSE\t/app\tFALSE\t0\tn\tv"))
        #expect(host.applies(to: URL(string: "http://a.test/app")!))
        #expect(host.applies(to: URL(string: "http://a.test/app/posts")!))
        #expect(!host.applies(to: URL(string: "http://a.test/application")!))
        #expect(!host.applies(to: URL(string: "http://sub.a.test/app")!))
        let domain = try #require(Cookie(netscapeLine: ".a.test\tTRUE\t/\tTRUE\t0\tn\tv"))
        #expect(domain.applies(to: URL(string: "https://sub.a.test/x")!))
        #expect(!domain.applies(to: URL(string: "http://sub.a.test/x")!))
        #expect(!domain.applies(to: URL(string: "https://evil-a.test/x")!))
    }
}
