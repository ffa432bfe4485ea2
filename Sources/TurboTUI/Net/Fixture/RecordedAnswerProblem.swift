/// Why a `.http` fixture is not an answer: a test's own data is wrong, so
/// the message names the file and the line.
struct RecordedAnswerProblem: Error, Equatable, CustomStringConvertible {
    var file: String?
    let detail: String

    var description: String {
        file.map { "\($0): \(detail)" } ?? detail
    }
}
