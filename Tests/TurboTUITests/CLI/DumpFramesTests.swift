import Foundation
import Testing
import Turbo

/// `--dump` of the demo's /frames page with the real binary: the frames are
/// filled before printing, as a browser would show them.
@Suite("Dump resolves frames")
struct DumpFramesTests {
    @Test func theDemoFramesPageIsPrintedWithItsFramesFilled() throws {
        let server = try DemoServer.shared()
        let result = try ProcessRunner.turboTUI("--dump", server.url("/frames").absoluteString, "--width", "100")
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("The eager frame loaded with the page"))
        #expect(output.contains("The inner frame, loaded inside the outer one"))
        #expect(output.contains("The lazy frame loaded when it came into view"))
        #expect(output.contains(FrameSwap.missingText))
        #expect(!output.contains("Loading the eager frame"))
        #expect(!output.contains("Loading the lazy frame"))
        // The missing frame is named on standard error, not silently lost.
        #expect(result.standardError.contains("frame \"missing\""))
    }

    @Test func aDeadFrameSourceIsShownInItsPlace() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/" ? .html("<h1>Page</h1><turbo-frame id=\"f\" src=\"/gone\">loading</turbo-frame>") : .close
        }
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/").absoluteString)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Page"))
        #expect(result.standardOutput.contains("This frame could not load"))
        #expect(result.standardError.contains("frame \"f\""))
    }
}
