import FoundationEssentials
import HTML

/// A live source a page asks for (turbo-wire S5, S6): a
/// `<turbo-cable-stream-source channel signed-stream-name>` or a
/// `<turbo-stream-source src>`, found in the page's document.
package enum LiveStreamSource: Equatable, Sendable {
    case cable(ActionCableIdentifier)
    /// Resolved against the page: ws/wss is a WebSocket, anything else server-sent events.
    case stream(URL)

    package static func sources(in document: Document, pageURL: URL) -> [LiveStreamSource] {
        document.descendantElements.compactMap { element in
            switch element.name {
            case "turbo-cable-stream-source":
                guard let channel = element.attribute("channel"),
                      let name = element.attribute("signed-stream-name") else { return nil }
                let data = element.attributes.filter { $0.name.hasPrefix("data-") }.map { (name: $0.name, value: $0.value) }
                return .cable(ActionCableIdentifier(channel: channel, signedStreamName: name, data: data))
            case "turbo-stream-source":
                guard let src = element.attribute("src"), let url = URL(address: src, relativeTo: pageURL)?.absoluteURL else {
                    return nil
                }
                return .stream(url)
            default:
                return nil
            }
        }
    }
}
