import Foundation
import Testing
import Net

/// The `.http` fixture format: status line, headers, blank line, body.
@Suite("Recorded answers")
struct RecordedAnswerTests {
    @Test func aFileIsReadIntoStatusHeadersAndTheBodyByteForByte() throws {
        let answer = try RecordedAnswer(parsing: Array("HTTP/1.1 422 Unprocessable Content\r\nContent-Type: text/html\r\nX-Two:  b \r\n\r\n<p>a</p>\r\n\r\nend".utf8))
        #expect(answer.status == 422)
        #expect(answer.protocolVersion == "HTTP/1.1")
        #expect(answer.headers.map { "\($0.name)=\($0.value)" } == ["Content-Type=text/html", "X-Two=b"])
        #expect(answer.body == Array("<p>a</p>\r\n\r\nend".utf8), "blank lines inside the body are the body's")
    }

    @Test func linesMayEndInLFAndTheBodyMayBeEmpty() throws {
        let answer = try RecordedAnswer(parsing: Array("HTTP/2 204\nX-A: 1\n\n".utf8))
        #expect(answer.status == 204)
        #expect(answer.protocolVersion == "HTTP/2")
        #expect(answer.header("x-a") == "1")
        #expect(answer.body.isEmpty)
    }

    @Test func theFixturesOfTheTestsAllRead() throws {
        let root = TestPaths.fixture("http")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".http") }
        #expect(files.count >= 10)
        for file in files {
            let answer = try RecordedAnswer(file: root.appendingPathComponent(file))
            #expect(answer.header("Content-Type") != nil, "\(file) says what it is")
        }
    }

    @Test(arguments: [
        ("HTTP/1.1 200 OK\nContent-Type: text/html\n<p>no blank line</p>", "no blank line ends the head"),
        ("\n<p>body</p>", "no status line"),
        ("200 OK\n\n", "'200 OK' is not a status line like 'HTTP/1.1 200 OK'"),
        ("HTTP/1.1 2000 OK\n\n", "'HTTP/1.1 2000 OK' is not a status line like 'HTTP/1.1 200 OK'"),
        ("HTTP/1.1 200 OK\nno colon here\n\n", "line 2, 'no colon here', is not a 'Name: value' header"),
    ])
    func aBrokenFileSaysWhatIsWrong(text: String, problem: String) {
        #expect(throws: RecordedAnswerProblem(detail: problem)) { try RecordedAnswer(parsing: Array(text.utf8)) }
    }

    @Test func aMissingFileIsNamed() {
        let path = TestPaths.fixture("http/no-such.http")
        #expect(throws: RecordedAnswerProblem(file: path.path, detail: "cannot be read")) { try RecordedAnswer(file: path) }
    }
}
