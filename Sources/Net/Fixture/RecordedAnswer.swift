import FoundationEssentials

/// An HTTP answer as a `.http` fixture file holds it (docs/testing.md): a
/// status line (`HTTP/1.1 200 OK`), header lines (`Name: value`), a blank
/// line, then the body, byte for byte to the end of the file. The head
/// may end its lines with LF or CRLF, so files are easy to write by hand.
package struct RecordedAnswer: Sendable {
    package var status: Int
    package var protocolVersion: String
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(status: Int, protocolVersion: String = "HTTP/1.1", headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.protocolVersion = protocolVersion
        self.headers = headers
        self.body = body
    }

    /// A page: `text/html; charset=utf-8`, as the demo app sends it.
    package static func html(_ body: String, status: Int = 200, headers: [(name: String, value: String)] = []) -> RecordedAnswer {
        RecordedAnswer(status: status, headers: [(name: "Content-Type", value: "text/html; charset=utf-8")] + headers,
                       body: Array(body.utf8))
    }

    /// A redirect to `location` (resolved against the request's URL when relative), with no body.
    package static func redirect(to location: String, status: Int = 302) -> RecordedAnswer {
        RecordedAnswer(status: status, headers: [(name: "Location", value: location)])
    }

    package func header(_ name: String) -> String? {
        headers.last(where: { $0.name.equalsIgnoringASCIICase(name) })?.value
    }

    /// Reads a fixture file; a file that is not one is a problem naming it.
    package init(file: URL) throws(RecordedAnswerProblem) {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw RecordedAnswerProblem(file: file.path, detail: "cannot be read")
        }
        do {
            self = try RecordedAnswer(parsing: Array(data))
        } catch {
            throw RecordedAnswerProblem(file: file.path, detail: error.detail)
        }
    }

    package init(parsing bytes: [UInt8]) throws(RecordedAnswerProblem) {
        var lines: [String] = []
        var start = 0
        var bodyStart: Int?
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
            guard let line = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw RecordedAnswerProblem(detail: "line \(lines.count + 1) of the head is not UTF-8")
            }
            index += 1
            start = index
            if line.isEmpty {
                bodyStart = index
                break
            }
            lines.append(line)
        }
        guard let bodyStart else { throw RecordedAnswerProblem(detail: "no blank line ends the head") }
        guard let statusLine = lines.first else { throw RecordedAnswerProblem(detail: "no status line") }
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3, let status = Int(parts[1]),
              (100...599).contains(status) else {
            throw RecordedAnswerProblem(detail: "'\(statusLine)' is not a status line like 'HTTP/1.1 200 OK'")
        }
        var headers: [(name: String, value: String)] = []
        for (number, line) in lines.enumerated().dropFirst() {
            guard let field = HeaderField(line: line) else {
                throw RecordedAnswerProblem(detail: "line \(number + 1), '\(line)', is not a 'Name: value' header")
            }
            headers.append((name: field.name, value: field.value))
        }
        self.init(status: status, protocolVersion: String(parts[0]), headers: headers, body: Array(bytes[bodyStart...]))
    }
}
