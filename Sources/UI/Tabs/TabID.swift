/// Names a tab for as long as it is open; positions change when tabs move
/// or close, ids do not (live sources and their messages carry one).
package struct TabID: Hashable, Sendable, Comparable {
    package let rawValue: Int

    package static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }
}
