import FoundationEssentials
import Base

/// A file chosen for an `<input type=file>`: the UI reads it from a path the
/// user types and hands it over by value.
package struct FormFile: Equatable, Sendable {
    package var name: String
    package var contentType: String
    package var bytes: [UInt8]

    package init(name: String, contentType: String = "application/octet-stream", bytes: [UInt8]) {
        self.name = name
        self.contentType = contentType
        self.bytes = bytes
    }

    /// What a browser sends for a file input with nothing chosen.
    package static let none = FormFile(name: "", bytes: [])

    /// Files larger than this are refused before reading: the whole body
    /// is held in memory while it is sent.
    package static let defaultMaximumBytes = 64 * 1024 * 1024

    /// Reads the file at `path` (`~` expanded); the message names the path and the reason.
    package static func read(path: String, maximumBytes: Int = defaultMaximumBytes) throws(FormFileError) -> FormFile {
        let url = FilePath.fileURL(FilePath.expandingTilde(path))
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { throw .missing(path) }
        guard !isDirectory else { throw .directory(path) }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= maximumBytes else { throw .tooLarge(path, bytes: size, limit: maximumBytes) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unreadable(path) }
        return FormFile(name: url.lastPathComponent, contentType: MediaTypeGuess.forFileName(url.lastPathComponent),
                        bytes: Array(data))
    }
}
