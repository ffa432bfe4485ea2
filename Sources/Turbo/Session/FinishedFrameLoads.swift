import Net
/// Where the transport's completions leave frame answers until the
/// resolver's loop takes them; a class because the completions share it.
package final class FinishedFrameLoads {
    private var answers: [(FrameLoad, Result<HTTPResponse, NetError>)] = []

    package var isEmpty: Bool { answers.isEmpty }

    package func append(_ load: FrameLoad, _ result: Result<HTTPResponse, NetError>) {
        answers.append((load, result))
    }

    package func contains(_ load: FrameLoad) -> Bool {
        answers.contains { $0.0.frame.element === load.frame.element }
    }

    package func takeAll() -> [(FrameLoad, Result<HTTPResponse, NetError>)] {
        defer { answers.removeAll() }
        return answers
    }
}
