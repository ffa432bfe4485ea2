import Foundation
import Testing
import Turbo

@Suite("Path configuration cache")
struct PathConfigurationCacheTests {
    @Test func theDirectoryFollowsXDG() {
        #expect(PathConfigurationCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])?.path
            == "/x/cache/turbo-tui")
        #expect(PathConfigurationCache.defaultDirectory(environment: ["HOME": "/home/u"])?.path == "/home/u/.cache/turbo-tui")
        #expect(PathConfigurationCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.path
            == "/home/u/.cache/turbo-tui", "XDG says a relative path is to be ignored")
        #expect(PathConfigurationCache.defaultDirectory(environment: [:]) == nil)
    }

    @Test func oneReadableFilePerURL() {
        let urls = ["https://app.test/configurations/ios_v1.json", "https://app.test:8443/configurations/ios_v1.json",
                    "https://app.test/configurations/ios_v1.json?v=2", "http://app.test/configurations/ios_v1.json"]
            .map { URL(string: $0)! }
        let names = urls.map(PathConfigurationCache.fileName(for:))
        #expect(Set(names).count == urls.count)
        #expect(names[0].hasPrefix("app.test_configurations_ios_v1.json-"))
        #expect(names[0].hasSuffix(".json"))
        #expect(names[0] == PathConfigurationCache.fileName(for: urls[0]), "stable across calls and runs")
        let hostile = PathConfigurationCache.fileName(for: URL(string: "https://app.test/../../etc/passwd%00\u{1B}")!)
        #expect(!hostile.contains("/") && hostile.allSatisfy { $0.isASCII && !$0.isWhitespace && $0.asciiValue! >= 0x20 })
    }

    @Test func writesReplaceAndReadBack() throws {
        let scratch = try PathConfigurationTesting.ScratchDirectory()
        let cache = PathConfigurationCache(directory: scratch.url.appendingPathComponent("a/b"))
        let url = URL(string: "https://app.test/c.json")!
        #expect(cache.read(for: url) == nil)
        try cache.write(Array("one".utf8), for: url)
        try cache.write(Array("two".utf8), for: url)
        #expect(cache.read(for: url) == Array("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path) == [cache.fileURL(for: url).lastPathComponent])
    }
}
