import FoundationEssentials
import Glibc
import Base
import DownloadFiles

/// Opens a downloaded file with its mailcap viewer (RFC 1524). A
/// `copiousoutput` viewer runs with its output captured (bounded) for the
/// browser to page through; any other gets the terminal, which the loop
/// hands over as for the external editor, and is waited for. `test=`
/// commands run quietly, their exit status deciding (§2.2). The viewer's
/// standard input is the file when the command has no `%s` (§2.3).
package struct ViewerRunner {
    package let mailcap: Mailcap

    package init(mailcap: Mailcap) {
        self.mailcap = mailcap
    }
    /// What a `copiousoutput` viewer may print before it is cut off.
    package static let maximumOutputBytes = 4 << 20

    /// The entry that would run for `request`, tests run.
    package func entry(for request: ViewerRequest) -> MailcapEntry? {
        mailcap.viewer(for: request.mediaType) { entry in
            guard let test = entry.test else { return true }
            let command = MailcapCommand(test, file: request.path, mediaType: request.mediaType, parameters: request.parameters)
            return Self.run(command.text, input: command.namesFile ? nil : request.path, capture: false).status == 0
        }
    }

    /// Runs a `copiousoutput` viewer at once; for another, `handOver` gets
    /// the command to run while the terminal is the viewer's.
    package func open(_ request: ViewerRequest, handOver: (() -> ViewerOutcome) -> ViewerOutcome) -> ViewerOutcome {
        guard let entry = entry(for: request) else { return .noViewer(mediaType: request.mediaType) }
        let command = MailcapCommand(entry.command, file: request.path, mediaType: request.mediaType, parameters: request.parameters)
        let input = command.namesFile ? nil : request.path
        if entry.copiousOutput {
            let result = Self.run(command.text, input: input, capture: true)
            guard let output = result.output else { return .failed("Could not run the viewer \(command.text)") }
            if result.status == 127 { return .failed("The viewer \(command.text) is not installed (\(entry.origin))") }
            return .output(command: command.text, text: output)
        }
        return handOver {
            let result = Self.run(command.text, input: input, capture: false, terminal: true)
            return result.status == -1 ? .failed("Could not run the viewer \(command.text)") : .ran(command: command.text, status: result.status)
        }
    }

    /// `sh -c command`; status -1 when it could not start. `terminal`: the
    /// viewer keeps the terminal's streams; else they go to /dev/null (a
    /// test) or a pipe (output to show), and standard input is the file or /dev/null.
    package static func run(_ command: String, input: String?, capture: Bool, terminal: Bool = false) -> (status: Int32, output: String?) {
        var inputStream = ChildProcess.Stream.inherited
        var inputFile: Int32 = -1
        if let input {
            inputFile = Glibc.open(input, O_RDONLY | O_CLOEXEC)
            guard inputFile >= 0 else { return (-1, nil) }
            inputStream = .descriptor(inputFile)
        } else if !terminal {
            inputStream = .null
        }
        defer { if inputFile >= 0 { close(inputFile) } }
        var ends: [Int32] = [-1, -1]
        if capture {
            guard pipe(&ends) == 0 else { return (-1, nil) }
        }
        let outputStream: ChildProcess.Stream = capture ? .descriptor(ends[1]) : terminal ? .inherited : .null
        let child = ChildProcess.shell(command, input: inputStream, output: outputStream, error: outputStream)
        if capture { close(ends[1]) }
        guard let child else {
            if capture { close(ends[0]) }
            return (-1, nil)
        }
        var output: String?
        if capture {
            // Read while it runs: a full pipe would stop it. Past the bound the rest is drained and dropped.
            var bytes: [UInt8] = []
            _ = DescriptorReader.readToEnd(ends[0]) { piece in
                if bytes.count < maximumOutputBytes { bytes += piece.prefix(maximumOutputBytes - bytes.count) }
                return true
            }
            close(ends[0])
            output = String(decoding: bytes, as: UTF8.self)
        }
        return (child.waitForExit(), output)
    }
}
