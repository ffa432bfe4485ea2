import FoundationEssentials
import Base

/// Edits text in the user's `$VISUAL` or `$EDITOR`: the text goes to a
/// private temporary file (0600), the editor gets its path as an argument
/// (never pasted into the command line), and the file is read back.
package struct ExternalEditor {
    package let command: String

    package init(command: String) {
        self.command = command
    }

    /// Waits for the editor, which has the terminal meanwhile.
    package func edit(_ text: String) -> Result<String, ExternalEditError> {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8),
                                             attributes: [.posixPermissions: 0o600]) else {
            return .failure(ExternalEditError(message: "Could not write a temporary file for the editor"))
        }
        guard let child = ChildProcess.shell("\(command) \"$1\"", arguments: ["turbo-tui", file.path]) else {
            return .failure(ExternalEditError(message: "Could not run the editor \(command)"))
        }
        let status = child.waitForExit()
        // The shell's "command not found".
        guard status != 127 else {
            return .failure(ExternalEditError(message: "No editor \(command) here: set $VISUAL or $EDITOR; text unchanged"))
        }
        guard status == 0 else {
            return .failure(ExternalEditError(message: "The editor exited with status \(status): text unchanged"))
        }
        guard let data = try? Data(contentsOf: file) else {
            return .failure(ExternalEditError(message: "The editor's file could not be read back: text unchanged"))
        }
        var edited = String(decoding: data, as: UTF8.self)
        // Editors end the file with a line break the field did not have.
        if edited.hasSuffix("\n") && !text.hasSuffix("\n") { edited.removeLast() }
        return .success(edited)
    }
}
