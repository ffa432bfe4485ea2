import Render
import Synchronization

/// Which layout of a page a `PageSearchText` was made from: the memo (one
/// per layout: a freed layout's address can come back for the next one,
/// while the text for the old one is still being made), the layout object
/// and its version (an incremental change makes a new version).
package struct SearchTextKey: Equatable, Sendable {
    fileprivate let memo: Int
    fileprivate let layout: ObjectIdentifier?
    fileprivate let version: Int
}

/// Numbers the memos: no two in the process have the same.
private let memoNumbers = Atomic<Int>(0)

/// A page's `PageSearchText`, asked for once per layout version and kept
/// while that layout is shown. A class so that a `PageView` read through a
/// `let` can still keep it; copies of the page share it, and a new layout
/// gets a new memo (`PageView`), so a text made for an older one is never used.
package final class SearchTextMemo {
    private let number = memoNumbers.add(1, ordering: .relaxed).newValue
    private var requested: SearchTextKey?
    private var kept: (key: SearchTextKey, text: PageSearchText)?

    package init() {}

    package func key(for layout: IncrementalLayout?) -> SearchTextKey {
        SearchTextKey(memo: number, layout: layout.map(ObjectIdentifier.init), version: layout?.version ?? 0)
    }

    package func text(for key: SearchTextKey) -> PageSearchText? {
        kept.flatMap { $0.key == key ? $0.text : nil }
    }

    /// True once per key: the text for it should be made now.
    package func request(_ key: SearchTextKey) -> Bool {
        guard requested != key, text(for: key) == nil else { return false }
        requested = key
        return true
    }

    /// A text made off the loop; kept only if this memo asked for it.
    package func keep(_ text: PageSearchText, for key: SearchTextKey) {
        guard requested == key else { return }
        kept = (key, text)
    }
}
