import FoundationEssentials

/// A frame to fetch, and the request Turbo makes for it (`Turbo-Frame`
/// header, the page as referrer).
public struct FrameLoad {
    public let frame: TurboFrame
    public let url: URL

    public func fetch(from page: URL) -> TurboFetch {
        TurboFetch(url: url, frameID: frame.id, referrer: page)
    }
}
