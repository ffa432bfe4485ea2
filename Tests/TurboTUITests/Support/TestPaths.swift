import Foundation

/// Where the package, its fixtures and its built binary are, found from this
/// source file so that tests run from any working directory.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/TurboTUITests/Fixtures")

    static func fixture(_ relativePath: String) -> URL {
        fixtures.appendingPathComponent(relativePath)
    }

    /// The executable under test: `TURBO_TUI_BIN` when set (the Makefile sets
    /// it), else the debug build that `swift test` has just made.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["TURBO_TUI_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.appendingPathComponent(".build/debug/turbo-tui")
    }
}
