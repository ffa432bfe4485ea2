/// What the loop's `Downloader` tells the browser about a download.
package enum DownloadReport: Equatable {
    /// The answer's head came: the name chosen, the length if known.
    case started(id: Int, fileName: String, total: Int?, mediaType: String?, parameters: [String: String])
    case progress(id: Int, bytes: Int)
    case finished(id: Int, bytes: Int, path: String)
    case failed(id: Int, reason: String)
    /// A viewer ran on a finished download.
    case viewed(id: Int, ViewerOutcome)
}
