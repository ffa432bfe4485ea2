import FoundationEssentials
import Net

/// A visit that brought back no page, with the URL it was for, so that an
/// error view can name it and retry it.
package struct VisitFailure: Error, Sendable {
    package var url: URL
    package var error: NetError

    package init(url: URL, error: NetError) {
        self.url = url
        self.error = error
    }
}
