/// Where the transport's completions leave frame answers until the
/// resolver's loop takes them; a class because the completions share it.
final class FinishedFrameLoads {
    private var answers: [(FrameLoad, Result<HTTPResponse, NetError>)] = []

    var isEmpty: Bool { answers.isEmpty }

    func append(_ load: FrameLoad, _ result: Result<HTTPResponse, NetError>) {
        answers.append((load, result))
    }

    func contains(_ load: FrameLoad) -> Bool {
        answers.contains { $0.0.frame.element === load.frame.element }
    }

    func takeAll() -> [(FrameLoad, Result<HTTPResponse, NetError>)] {
        defer { answers.removeAll() }
        return answers
    }
}
