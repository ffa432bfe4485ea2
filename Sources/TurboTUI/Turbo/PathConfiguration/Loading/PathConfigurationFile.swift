import Foundation

/// Reads a local path configuration file, refusing absurd sizes.
public enum PathConfigurationFile {
    public static let maximumBytes = 8 << 20

    public static func read(_ path: String) -> Result<[UInt8], PathConfigurationLoadFailure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.unreadableFile(reason: "no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(.unreadableFile(reason: "it is a directory")) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadableFile(reason: "permission denied"))
        }
        defer { try? handle.close() }
        do {
            // One byte more than allowed tells a file at the limit from a larger one.
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            guard data.count <= maximumBytes else { return .failure(.tooLarge(limit: maximumBytes)) }
            return .success([UInt8](data))
        } catch {
            return .failure(.unreadableFile(reason: error.localizedDescription))
        }
    }
}
