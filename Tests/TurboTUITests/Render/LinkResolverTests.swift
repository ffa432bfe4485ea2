import Foundation
import Testing
import HTML
import Render

/// The text resolution of plain links gives exactly what Foundation's
/// `URL(string:relativeTo:).absoluteURL` gives; the rest goes to Foundation.
@Suite("LinkResolver: hrefs resolved as text")
struct LinkResolverTests {
    private let bases = [
        "https://app.test/posts/1", "https://app.test/posts/", "https://app.test/", "https://app.test/a/b?q=1#top",
        "http://app.test:8080/x/y.html?a", "file:///work/pages/index.html", "file:///index.html#f",
        // Shapes the text path leaves to Foundation: no path, uppercase, dot segments, non-ASCII.
        "https://app.test", "https://APP.test/a/", "https://app.test/a/../b", "https://app.test/caf%C3%A9/x",
        // Deep directories, for leading `..` climbing them (`LinkResolver.climbing`).
        "https://app.test/a/b/c/d.html", "https://app.test//a//b/x", "file:///work/doc/html/std/num/struct.Wrapping.html",
    ]

    private let hrefs = [
        "#", "#top", "#a:b/c?d", "?", "?page=2", "?a=1#b", "/", "/about", "/a/b/c?x=1&y=2#z", "edit", "edit/more",
        "x.html?a#b", "https://other.test/x", "https://other.test/x?y#z", "http://other.test/", "https://other.test",
        "mailto:a@b.test", "javascript:void(0)", "//cdn.test/x.js", "../up", "./here", "a/./b", "a/../b", ".", "..",
        "/a/..", "%41%42", "%zz", "a b", "caf\u{e9}", "[x]", "a|b", "HTTPS://Other.test/X", "https://Other.test/x",
        "~user/page", "a:b", "a;b=c", "'quoted'", "(x)", "!*+,$&=@", "a%2Fb", "#%20", "?%E2%9C%93",
        // Dot segments, resolved as text (RFC 3986 §5.2.4) as rustdoc's links need.
        "../../core/num/struct.Wrapping.html#method.pow", "../../../../../../x", "a/b/../../..", "./", "../", "/./a",
        "/../a", "a/..", "a/.", "..a", ".a/..b/c", "../x?y=..#../z", "./?q", "../#f", "a//..//b", ".././x", "...",
        "a/.../b", "a/b/c/../../d/./e/..", "/a//..", "..//x", "./a/./b/./", "%2E%2E/x", "../%41", "https://other.test/a/../b",
        "../a/../b", "../..", "../.", "./..", ".././..", "../../../../../../", "..?x", "..#f", ".?x", ".#f", "../..?x",
        "./.", "../../a/b.html#c/../d", "../../a/b.html?x=../y", "../.../x", "../..a/b", "..../x", "../../../x/./y",
        // Bytes no address holds, encoded first (`WebAddress.encodingBytesNoAddressHolds`), then resolved as text.
        "日本語.html", "a b/c d?e f#g h", "../上/x", "#見出し", "?q=日本", "/wiki/東京", "caf\u{e9}/../x", "x\"y<z>", "50% off",
        " lead", "trail ", "in\tside", "a\\b", "https://例え.jp/パス", "//例え.jp/x", "mailto:名前@例え.jp", "a%zz b", "%E6%97%A5 本",
        "a#b#c", "a#b#c 日", "/x\u{1B}[31mred", "[日]", "?a[]=日", "../mod/x.html#rewriterule ... [p]", "f.html##sqltab",
        "      gcc.html#Options", "x.html#SQLITE options", "  ", "\t", "?q=a&     b=9",
    ]

    @Test func everyHrefResolvesAsFoundationResolvesIt() {
        for baseText in bases {
            let base = URL(string: baseText)
            let resolver = LinkResolver(baseURL: base)
            for href in hrefs {
                let expected = BaseURL.resolve(href, against: base)?.absoluteString
                #expect(resolver.resolve(href) == expected, "\(href) against \(baseText)")
            }
        }
    }

    @Test func withoutABaseFoundationDecides() {
        let resolver = LinkResolver(baseURL: nil)
        #expect(resolver.resolve("https://other.test/x") == "https://other.test/x")
        #expect(resolver.resolve("/about") == BaseURL.resolve("/about", against: nil)?.absoluteString)
    }

    @Test func aLinkKeepsItsTextAndParsesOnlyWhenAsked() {
        let page = PageRenderer(options: RenderOptions(width: 40, baseURL: URL(string: "https://app.test/posts/1")))
            .render(HTMLParser.parse("<a href=\"edit?x=1\">e</a> <a href=\"https://other.test/\">o</a>"))
        #expect(page.links.map(\.resolved) == ["https://app.test/posts/edit?x=1", "https://other.test/"])
        #expect(page.links.first?.url == URL(string: "https://app.test/posts/edit?x=1"))
    }
}
