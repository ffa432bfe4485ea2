import FoundationEssentials
import Net

/// A visit that brought back no page, with the URL it was for, so that an
/// error view can name it and retry it.
public struct VisitFailure: Error, Sendable {
    public var url: URL
    public var error: NetError

    public init(url: URL, error: NetError) {
        self.url = url
        self.error = error
    }
}
