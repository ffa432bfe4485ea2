import Foundation

/// A fresh directory for one test's files, and what tests ask of them.
struct StoreTestFiles {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-store-\(UUID().uuidString)")

    func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    static func mode(_ url: URL) -> Int {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return -1 }
        return Int(status.st_mode & 0o777)
    }

    static func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func write(_ text: String, to path: String) throws -> URL {
        let file = url(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        chmod(file.path, 0o600) // as turbo-tui writes it: a looser mode is reported
        return file
    }

    /// A copy of a fixture, private as turbo-tui would make it (reading makes a file private).
    func copy(fixture: String, to path: String) throws -> URL {
        try write(String(contentsOf: TestPaths.fixture(fixture), encoding: .utf8), to: path)
    }
}
