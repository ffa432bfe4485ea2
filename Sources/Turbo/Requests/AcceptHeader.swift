/// The Accept header of a Turbo request (turbo-wire D1): HTML always, and a
/// Turbo Stream first when the answer may be one (non-GET forms, or a link or
/// form marked `data-turbo-stream`).
package enum AcceptHeader {
    package static let html = "text/html, application/xhtml+xml"
    package static let turboStreamOrHTML = "text/vnd.turbo-stream.html, " + html

    package static func value(acceptsStream: Bool) -> String {
        acceptsStream ? turboStreamOrHTML : html
    }
}
