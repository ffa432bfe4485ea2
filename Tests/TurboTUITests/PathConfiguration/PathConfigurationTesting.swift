import Foundation
import Turbo

/// Builds configurations from JSON text, as the tests write them.
enum PathConfigurationTesting {
    static func decode(_ text: String) throws -> DecodedPathConfiguration {
        try PathConfigurationDecoder.decode(Array(text.utf8))
    }

    static func configuration(_ text: String) throws -> PathConfiguration {
        try decode(text).configuration
    }

    static func fixture(_ name: String) throws -> DecodedPathConfiguration {
        let data = try Data(contentsOf: TestPaths.fixture("path-configuration/\(name)"))
        return try PathConfigurationDecoder.decode([UInt8](data))
    }
}

extension PathConfigurationTesting {
    /// A fresh directory under /tmp, removed when the value goes away.
    final class ScratchDirectory {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-test-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ text: String, to name: String) throws -> URL {
            let file = url.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file
        }
    }

    static func permissions(of url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
