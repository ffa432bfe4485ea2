import FoundationEssentials
import Glibc
import Base

/// Copies of server path configurations, one file per URL, so the last good
/// one is there at the next start even when the server is not.
package struct PathConfigurationCache: Sendable {
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/turbo-tui`, else `~/.cache/turbo-tui`; nil without a home.
    package static func defaultDirectory(environment: [String: String]) -> URL? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(fileURLWithPath: FilePath.joined(cacheHome, "turbo-tui"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: FilePath.joined(home, ".cache/turbo-tui"))
    }

    package func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(Self.fileName(for: url))
    }

    package func read(for url: URL) -> [UInt8]? {
        guard case .success(let bytes) = PathConfigurationFile.read(fileURL(for: url).path) else { return nil }
        return bytes
    }

    /// Writes through a temporary file and a rename, so a reader never sees
    /// half a file; owner-only, as the answer may depend on the signed-in user.
    package func write(_ bytes: [UInt8], for url: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let target = fileURL(for: url)
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes),
                                             attributes: [.posixPermissions: 0o600]) else {
            throw WriteFailure(path: temporary.path, reason: ErrorText.message(errno))
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = ErrorText.message(errno)
            try? FileManager.default.removeItem(at: temporary)
            throw WriteFailure(path: target.path, reason: reason)
        }
    }

    /// A copy that could not be written: where, and the system's reason.
    package struct WriteFailure: Error, CustomStringConvertible {
        package let path: String
        package let reason: String

        package var description: String { "\(path): \(reason)" }
    }

    /// Readable (host and path) and unique (a hash of the whole URL), e.g.
    /// `example.com_configurations_ios_v1.json-1a2b3c4d5e6f7081.json`.
    package static func fileName(for url: URL) -> String {
        let readable = ((url.host ?? "") + url.path).map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || character == "." || character == "-") ? character : "_"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a: stable across runs, unlike Hasher
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(readable.prefix(100)) + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }
}
