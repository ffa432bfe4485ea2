import Foundation

/// Runs the real binary as a user would and collects what it printed.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Standard output as it came, for output that is not text.
    var standardOutputBytes: [UInt8] = []
}

enum ProcessRunner {
    /// `input` as UTF-8 text: written to the program's standard input, which then ends.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                    input: String?) throws -> ProcessResult {
        try run(executable, arguments, environment: environment, input: input.map { Array($0.utf8) })
    }

    /// `input`: what the child reads on standard input (none: /dev/null).
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                    input: [UInt8]? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        try process.run()
        if let inputPipe, let input {
            // Written on its own thread: a child that prints before it reads cannot block us.
            Thread {
                inputPipe.fileHandleForWriting.write(Data(input))
                try? inputPipe.fileHandleForWriting.close()
            }.start()
        }
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let errorData = SendableBox<Data>()
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errorData.value = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus,
                             standardOutput: String(decoding: outputData, as: UTF8.self),
                             standardError: String(decoding: errorData.value ?? Data(), as: UTF8.self),
                             standardOutputBytes: [UInt8](outputData))
    }

    /// The test's own environment for a child, without the proxy variables
    /// (a proxy set on the machine would take the requests meant for the
    /// servers on 127.0.0.1), `overrides` over it.
    static func environment(_ overrides: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment.filter { !$0.key.lowercased().hasSuffix("_proxy") }.merging(overrides) { $1 }
    }

    static func turboTUI(_ arguments: String...) throws -> ProcessResult {
        try run(TestPaths.binary, arguments)
    }
}

/// A value handed from a helper thread to the test, guarded by a lock.
final class SendableBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
