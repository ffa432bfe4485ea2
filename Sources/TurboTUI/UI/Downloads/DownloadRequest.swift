import FoundationEssentials

/// What the browser asks the loop to fetch: `.startDownload` carries it.
struct DownloadRequest: Equatable {
    let id: Int
    let url: URL
    let purpose: Download.Purpose
    /// Where a saved file goes (a viewer's file goes to a private directory of its own).
    let directory: String
    /// The answer in hand, when the offer came from a visit's: written out, not fetched again.
    var held: HeldAnswer?
}
