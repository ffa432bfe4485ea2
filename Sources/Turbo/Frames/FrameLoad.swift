import FoundationEssentials

/// A frame to fetch, and the request Turbo makes for it (`Turbo-Frame`
/// header, the page as referrer).
package struct FrameLoad {
    package let frame: TurboFrame
    package let url: URL

    package func fetch(from page: URL) -> TurboFetch {
        TurboFetch(url: url, frameID: frame.id, referrer: page)
    }
}
