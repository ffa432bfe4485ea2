import Foundation
import Testing
import Net
import Turbo

/// Turbo's snapshot cache (D7): LRU of 10 by URL without fragment.
@Suite("Snapshot cache")
struct SnapshotCacheTests {
    typealias App = NavigationTestApp

    static func filled(_ count: Int) -> SnapshotCache<String> {
        var cache = SnapshotCache<String>()
        for number in 1...count {
            cache.store("page \(number)", scroll: ScrollPosition(topRow: number), for: App.url("/p\(number)"))
        }
        return cache
    }

    @Test func restoreShowsTheSnapshotWithItsScroll() {
        var cache = Self.filled(3)
        #expect(cache.restoration(for: App.url("/p2")) == .show("page 2", scroll: ScrollPosition(topRow: 2)))
        #expect(cache.restoration(for: App.url("/never")) == .load(scroll: .top))
    }

    @Test func theFragmentIsNotPartOfTheKey() {
        var cache = SnapshotCache<String>()
        cache.store("doc", scroll: ScrollPosition(topRow: 40), for: App.url("/doc#intro"))
        #expect(cache.restoration(for: App.url("/doc#usage")) == .show("doc", scroll: ScrollPosition(topRow: 40)))
        #expect(cache.restoration(for: App.url("/doc")) == .show("doc", scroll: ScrollPosition(topRow: 40)))
        #expect(cache.count == 1)
    }

    @Test func theQueryIsPartOfTheKey() {
        var cache = SnapshotCache<String>()
        cache.store("one", scroll: .top, for: App.url("/list?page=1"))
        #expect(cache.restoration(for: App.url("/list?page=2")) == .load(scroll: .top))
    }

    @Test func holdsTenPagesDroppingTheLeastRecentlyUsed() {
        var cache = Self.filled(10)
        _ = cache.page(for: App.url("/p1"))
        cache.store("page 11", scroll: .top, for: App.url("/p11"))
        #expect(cache.count == 10)
        #expect(cache.page(for: App.url("/p2")) == nil)
        #expect(cache.page(for: App.url("/p1"))?.snapshot == "page 1")
        #expect(cache.keys.last == SnapshotKey(App.url("/p1")))
    }

    @Test func noCachePagesAreNeverKept() {
        var cache = SnapshotCache<String>()
        cache.store("old", scroll: .top, for: App.url("/secret"))
        cache.store("new", scroll: .top, for: App.url("/secret"), control: SnapshotCacheControl(metaContent: "no-cache"))
        #expect(cache.page(for: App.url("/secret")) == nil)
        #expect(cache.count == 0)
    }

    @Test func noPreviewPagesRestoreButDoNotPreview() {
        var cache = SnapshotCache<String>()
        cache.store("inbox", scroll: .top, for: App.url("/inbox"), control: SnapshotCacheControl(metaContent: " No-Preview "))
        cache.store("home", scroll: .top, for: App.url("/home"))
        #expect(cache.preview(for: App.url("/inbox")) == nil)
        #expect(cache.restoration(for: App.url("/inbox")) == .show("inbox", scroll: .top))
        #expect(cache.preview(for: App.url("/home")) == "home")
    }

    @Test(arguments: [
        (HTTPRequest.Method.post, true, true), (.delete, true, true), (.patch, false, true),
        (.get, false, true), (.get, true, false),
    ])
    func formSubmissionsMakeSnapshotsStale(method: HTTPRequest.Method, succeeded: Bool, stale: Bool) {
        var cache = Self.filled(2)
        cache.formSubmissionDidFinish(method: method, succeeded: succeeded)
        let restoration = cache.restoration(for: App.url("/p2"))
        #expect(restoration == (stale ? .load(scroll: ScrollPosition(topRow: 2)) : .show("page 2", scroll: ScrollPosition(topRow: 2))))
        #expect(cache.preview(for: App.url("/p1")) == (stale ? nil : "page 1"))
    }

    @Test func scrollUpdatesAndRemoveAll() {
        var cache = Self.filled(2)
        cache.updateScroll(ScrollPosition(topRow: 99), for: App.url("/p1#x"))
        #expect(cache.page(for: App.url("/p1"))?.scroll.topRow == 99)
        #expect(ScrollPosition(topRow: -3) == .top)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func aSmallerCapacityIsHonoured() {
        var cache = SnapshotCache<Int>(capacity: 2)
        for number in 1...3 { cache.store(number, scroll: .top, for: App.url("/\(number)")) }
        #expect(cache.keys == [SnapshotKey(App.url("/2")), SnapshotKey(App.url("/3"))])
    }
}
