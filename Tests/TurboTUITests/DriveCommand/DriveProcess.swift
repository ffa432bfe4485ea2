import Foundation

/// The real `turbo-tui drive` with its standard input kept open: a test
/// writes a line, reads its answer, and may then signal the process, as a
/// program driving it does.
final class DriveProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffered = Data()

    init(_ arguments: [String]) throws {
        process.executableURL = TestPaths.binary
        process.arguments = ["drive"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var pid: Int32 { process.processIdentifier }

    /// Sends one line and reads the answer line (nil if none comes in `seconds`).
    func send(_ line: String, seconds: Double = 10) -> String? {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        let deadline = Date().addingTimeInterval(seconds)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while Date() < deadline {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let answer = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...newline)
                return answer
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 { return nil }
            buffered.append(contentsOf: chunk[0..<count])
        }
        return nil
    }

    /// Waits for the end; the status and what was written on standard error.
    func finish(seconds: Double = 10) -> (status: Int32, errors: String)? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }
}
