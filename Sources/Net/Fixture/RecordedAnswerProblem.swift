/// Why a `.http` fixture is not an answer: a test's own data is wrong, so
/// the message names the file and the line.
package struct RecordedAnswerProblem: Error, Equatable, CustomStringConvertible {
    package var file: String?
    package let detail: String

    package init(file: String? = nil, detail: String) {
        self.file = file
        self.detail = detail
    }

    package var description: String {
        file.map { "\($0): \(detail)" } ?? detail
    }
}
