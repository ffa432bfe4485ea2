/// Where a page is in its life, one value instead of flags that could
/// disagree.
package enum PagePhase: Equatable {
    /// A part of its answer shown while the rest arrives, or all that came
    /// before the answer broke off (issue 21): never put in the snapshot
    /// cache, no live sources, not recorded in the history.
    case arriving
    /// Fetched for a `data-turbo-preload` link and never shown: a visit
    /// shows it while its answer comes.
    case preloaded
    /// The whole page.
    case complete
}

/// How a page is laid out again for a new size (issue 21).
package enum RelayoutMode: Equatable {
    /// A small page: on the loop, at once.
    case onTheLoop
    /// A big page as its answer brought it, without live sources, nothing
    /// typed: a worker parses its own source anew (`relayoutPreparation`),
    /// sharing nothing with the loop, and the result takes its place.
    case fromSource
    /// A big page changed since (a stream, a frame, a morph, typing): a
    /// worker reads its document in place (`inPlaceRelayout`).
    case inPlace
}
