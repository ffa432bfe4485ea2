import Net
/// A visit's answer that turned out to be a file (a PDF, an attachment),
/// kept whole as it came: saving or viewing it writes these bytes rather
/// than asking the server again (a second GET may not give the same file,
/// and costs the transfer twice). Compared by identity: two offers hold
/// the same answer only if it is the same one, and no body is compared.
package final class HeldAnswer: Equatable, Sendable {
    package let response: HTTPResponse

    package init(_ response: HTTPResponse) {
        self.response = response
    }

    package static func == (lhs: HeldAnswer, rhs: HeldAnswer) -> Bool { lhs === rhs }
}
