import FoundationEssentials

/// What the browser asks the loop to fetch: `.startDownload` carries it.
package struct DownloadRequest: Equatable {
    package let id: Int
    package let url: URL
    package let purpose: Download.Purpose
    /// Where a saved file goes (a viewer's file goes to a private directory of its own).
    package let directory: String
    /// The answer in hand, when the offer came from a visit's: written out, not fetched again.
    package var held: HeldAnswer?
}
