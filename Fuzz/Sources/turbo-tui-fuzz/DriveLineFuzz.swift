import Drive
import Turbo

/// Standard input of `turbo-tui drive`, cut into lines as `CommandLines` reads
/// it (`readLine`: `\n`, or `\r\n`, ends a line). Each line is a command with a
/// timeout in 0..1 hour, or an error whose answer is one JSON line with no
/// control character that reads back as `{"ok":false,"error":...}`.
enum DriveLineFuzz {
    static func run(_ bytes: [UInt8]) {
        for piece in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = Array(piece)
            if line.last == 0x0D { line.removeLast() }
            let text = String(decoding: line, as: UTF8.self)
            do {
                let step = try DriverStep(line: text)
                FuzzCheck.require(step.timeout > .zero && step.timeout <= .seconds(DriverStep.maximumTimeoutSeconds),
                                  "timeout \(step.timeout)")
            } catch {
                let answer = DriverAnswer.failure(error).line
                FuzzCheck.terminalSafe(answer, "drive answer")
                FuzzCheck.require(!answer.contains("\n"), "the answer is more than one line")
                guard let read = try? JSONReader.read(Array(answer.utf8)), let members = read.objectValue else {
                    fatalError("the answer \(answer) is not JSON")
                }
                FuzzCheck.require(members["ok"] == .bool(false) && members["error"] == .string(error.message),
                                  "the answer \(answer) reads back differently")
            }
        }
    }
}
