import FoundationEssentials
import Glibc
import Net

/// Reads a local path configuration file, refusing absurd sizes.
package enum PathConfigurationFile {
    package static let maximumBytes = 8 << 20

    package static func read(_ path: String) -> Result<[UInt8], PathConfigurationLoadFailure> {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.unreadableFile(reason: "no such file"))
        }
        guard !isDirectory else { return .failure(.unreadableFile(reason: "it is a directory")) }
        guard access(path, R_OK) == 0 else { return .failure(.unreadableFile(reason: "permission denied")) }
        do {
            guard let bytes = try RegularFile.read(path, maximumBytes: maximumBytes) else {
                return .failure(.unreadableFile(reason: "no such file"))
            }
            return .success(bytes)
        } catch {
            if error.limit != nil { return .failure(.tooLarge(limit: maximumBytes)) }
            return .failure(.unreadableFile(reason: error.reason))
        }
    }
}
