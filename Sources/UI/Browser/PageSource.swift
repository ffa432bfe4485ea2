import HTML
import Synchronization
import Turbo

/// A page's source text (`\`, and a big page parsed anew after a resize),
/// kept as the bytes that came until someone reads it: decoding them is a
/// pass over the whole answer, which a page that arrives (each part shown
/// before the rest is parsed) or loads whole paid on the way to its first
/// screen, for a view most readers never open. Read from the loop and from
/// workers alike, so the decoding is done once, under a lock; the bytes are
/// dropped once decoded.
package final class PageSource: Sendable, Equatable {
    private enum State {
        case bytes([UInt8], declaredCharset: String?)
        /// A page still arriving: the pieces as the transfer handed them on,
        /// shared, not copied into one (an 8 MB page's copy was 2 000 fresh
        /// pages touched on the worker before its first part, and copied
        /// again whole after each part, whose source shared it).
        case pieces([[UInt8]], declaredCharset: String?)
        case text(String)
    }

    private let state: Mutex<State>

    /// `bytes` as they came, decoded as the page would be (`HTMLDecoder`).
    package init(bytes: [UInt8], declaredCharset: String?) {
        state = Mutex(.bytes(bytes, declaredCharset: declaredCharset))
    }

    /// The bytes of `pieces` one after the other, joined only when read.
    package init(pieces: [[UInt8]], declaredCharset: String?) {
        state = Mutex(.pieces(pieces, declaredCharset: declaredCharset))
    }

    /// The source of an answer: its body, in the charset its headers declare.
    package convenience init(_ response: VisitResponse) {
        self.init(bytes: response.body, declaredCharset: response.contentType?.charset)
    }

    package init(text: String) {
        state = Mutex(.text(text))
    }

    package var text: String {
        state.withLock { state in
            switch state {
            case .text(let text):
                return text
            case .bytes(let bytes, let charset):
                let text = HTMLDecoder.decode(bytes, declaredCharset: charset)
                state = .text(text)
                return text
            case .pieces(let pieces, let charset):
                let text = HTMLDecoder.decode(Array(pieces.joined()), declaredCharset: charset)
                state = .text(text)
                return text
            }
        }
    }

    /// The same text (decoded to tell, where the two are not one source).
    package static func == (lhs: PageSource, rhs: PageSource) -> Bool {
        lhs === rhs || lhs.text == rhs.text
    }
}
