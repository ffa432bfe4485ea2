import Foundation
import Testing
import Net
import Turbo

@Suite("Path configuration files and downloads")
struct PathConfigurationSourceReadingTests {
    @Test func filesThatCannotBeRead() throws {
        let scratch = try PathConfigurationTesting.ScratchDirectory()
        #expect(PathConfigurationFile.read(scratch.url.appendingPathComponent("none.json").path) == .failure(.unreadableFile(reason: "no such file")))
        #expect(PathConfigurationFile.read(scratch.url.path) == .failure(.unreadableFile(reason: "it is a directory")))
        let huge = scratch.url.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(PathConfigurationFile.maximumBytes + 1)) // sparse: costs no disk
        try handle.close()
        #expect(PathConfigurationFile.read(huge.path) == .failure(.tooLarge(limit: PathConfigurationFile.maximumBytes)))
        #expect(PathConfigurationLoadFailure.tooLarge(limit: PathConfigurationFile.maximumBytes).description
            == "larger than 8 MiB, which no path configuration needs")
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let scratch = try PathConfigurationTesting.ScratchDirectory()
        let file = try scratch.write("{\"rules\": []}", to: "c.json")
        #expect(PathConfigurationFile.read(file.path) == .success(Array("{\"rules\": []}".utf8)))
    }

    @Test func onlyA200OfSensibleSizeIsAnAnswer() {
        let url = URL(string: "https://app.test/c.json")!
        #expect(PathConfigurationDownload.body(of: .success(HTTPResponse(status: 200, url: url, body: [1, 2]))) == .success([1, 2]))
        #expect(PathConfigurationDownload.body(of: .success(HTTPResponse(status: 201, url: url, body: [1]))) == .failure(.httpStatus(201)))
        #expect(PathConfigurationDownload.body(of: .failure(.timedOut(seconds: 30))) == .failure(.network(.timedOut(seconds: 30))))
        let tooLarge = [UInt8](repeating: 0x20, count: PathConfigurationFile.maximumBytes + 1)
        #expect(PathConfigurationDownload.body(of: .success(HTTPResponse(status: 200, url: url, body: tooLarge)))
            == .failure(.tooLarge(limit: PathConfigurationFile.maximumBytes)))
        #expect(PathConfigurationDownload.request(for: url).header("Accept") == "application/json")
    }
}
