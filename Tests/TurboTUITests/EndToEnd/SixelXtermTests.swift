import Foundation
import Testing

/// Issue 36's pixels in real terminals: the real binary in a real xterm
/// that draws sixels (`-ti vt340`, 256 colour registers), and in a real
/// kitty (OpenGL through Mesa's llvmpipe), each under Xvfb, a page with the
/// 64x32 red/blue PNG from a server on 127.0.0.1, and the X screen read back
/// pixel by pixel (xwd, then ImageMagick to PPM). Both run with TERM=xterm,
/// eight colours: symbol cells would be the terminal's red and blue of the
/// palette (xterm's 205,0,0 and 0,0,238; kitty's 204,4,3 and 13,115,204), so
/// pure red and blue can only be the image's pixels. `images = auto`: each
/// terminal's answers choose its protocol. Skipped, saying why, where Xvfb,
/// xwd, ImageMagick or the terminal is missing.
@Suite("Pixels: sixels in a real xterm, kitty graphics in a real kitty")
struct SixelXtermTests {
    static let tools = X11Terminal.Tools.find()

    @Test(.enabled(if: tools != nil, "needs Xvfb, xterm, xwd and ImageMagick (apt-get install xvfb xterm x11-apps imagemagick)"))
    func theRedAndBlueImageIsDrawnInSixels() throws {
        try drawsRedAndBlue(in: .xterm)
    }

    @Test(.enabled(if: tools?.kitty != nil, "needs kitty, Xvfb, xwd and ImageMagick (apt-get install kitty xvfb x11-apps imagemagick)"))
    func theRedAndBlueImageIsDrawnInKittyGraphics() throws {
        try drawsRedAndBlue(in: .kitty)
    }

    private func drawsRedAndBlue(in kind: X11Terminal.Kind) throws {
        let server = try ImageEndToEndTests.redBlueServer()
        defer { server.stop() }
        let screen = try X11Terminal(kind, tools: try #require(Self.tools), arguments: [server.url("/").absoluteString])
        // The X server and the xterm start while this waits: a shot may fail until they are up.
        var latest = try? screen.shot()
        let deadline = Date().addingTimeInterval(40)
        while (latest?.count(255, 0, 0) ?? 0) < 200 || (latest?.count(0, 0, 255) ?? 0) < 200, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.25)
            latest = (try? screen.shot()) ?? latest
        }
        let shot = try #require(latest, "no picture of the X screen")
        let red = try #require(shot.bounds(255, 0, 0), "no pure red on the screen: the image is not in sixels")
        let blue = try #require(shot.bounds(0, 0, 255), "no pure blue on the screen")
        #expect(red.maxX < blue.minX, "red on the left, blue on the right: \(red) \(blue)")
        #expect(red.minY == blue.minY && red.maxY == blue.maxY, "side by side: \(red) \(blue)")
        #expect(abs(red.width - blue.width) <= 1 && red.width >= 16, "each half of the image: \(red) \(blue)")
        #expect(red.height >= 18 && red.height <= 40, "two rows of cells (to a whole sixel band): \(red)")
        #expect(shot.count(255, 0, 0) == red.width * red.height, "a solid rectangle of red")
        #expect(blue.minX - red.maxX == 1, "the halves meet")
    }
}

/// An xterm that draws sixels, under a private Xvfb, running the built
/// binary; `shot` reads the X screen's pixels. Stops what it started.
final class X11Terminal {
    enum Kind { case xterm, kitty }

    struct Tools {
        let xvfb: String, xterm: String, xwd: String, convert: String
        let kitty: String?

        static func find() -> Tools? {
            func first(_ paths: [String]) -> String? { paths.first { FileManager.default.isExecutableFile(atPath: $0) } }
            guard let xvfb = first(["/usr/bin/Xvfb"]), let xterm = first(["/usr/bin/xterm"]), let xwd = first(["/usr/bin/xwd"]),
                  let convert = first(["/usr/bin/convert-im6.q16", "/usr/bin/convert"]) else { return nil }
            return Tools(xvfb: xvfb, xterm: xterm, xwd: xwd, convert: convert, kitty: first(["/usr/bin/kitty"]))
        }
    }

    /// A screen's pixels, RGB.
    struct Shot {
        let width: Int, height: Int
        let rgb: [UInt8]

        func count(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
            var count = 0
            var index = 0
            while index + 2 < rgb.count {
                if rgb[index] == r && rgb[index + 1] == g && rgb[index + 2] == b { count += 1 }
                index += 3
            }
            return count
        }

        struct Bounds: CustomStringConvertible {
            var minX, minY, maxX, maxY: Int
            var width: Int { maxX - minX + 1 }
            var height: Int { maxY - minY + 1 }
            var description: String { "\(width)x\(height) at \(minX),\(minY)" }
        }

        func bounds(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bounds? {
            var found: Bounds?
            for y in 0..<height {
                for x in 0..<width {
                    let index = (y * width + x) * 3
                    guard rgb[index] == r && rgb[index + 1] == g && rgb[index + 2] == b else { continue }
                    if var known = found {
                        known.minX = min(known.minX, x); known.maxX = max(known.maxX, x)
                        known.minY = min(known.minY, y); known.maxY = max(known.maxY, y)
                        found = known
                    } else {
                        found = Bounds(minX: x, minY: y, maxX: x, maxY: y)
                    }
                }
            }
            return found
        }
    }

    let tools: Tools
    let display: String
    private let xvfb: Process
    private let window: Process
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-xterm-home-\(UUID().uuidString.prefix(8))")

    /// `dark`: white on black (xterm's default is black on white).
    init(_ kind: Kind, tools: Tools, arguments: [String], columns: Int = 60, rows: Int = 14, dark: Bool = false) throws {
        self.tools = tools
        var number = Int.random(in: 200...600)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            number += 1
        }
        display = ":\(number)"
        xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: tools.xvfb)
        xvfb.arguments = [display, "-screen", "0", "800x600x24", "-nolisten", "tcp"]
        xvfb.standardOutput = FileHandle.nullDevice
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        window = Process()
        window.executableURL = URL(fileURLWithPath: kind == .kitty ? tools.kitty ?? "/usr/bin/kitty" : tools.xterm)
        var environment = ProcessInfo.processInfo.environment.filter { !["TMUX", "TERM_PROGRAM", "COLORTERM", "NO_COLOR"].contains($0.key) }
        environment["DISPLAY"] = display
        for (name, folder) in ["XDG_STATE_HOME": "state", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data"] {
            environment[name] = home.appendingPathComponent(folder).path
        }
        switch kind {
        case .xterm:
            window.arguments = ["-ti", "vt340", "-tn", "xterm", "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256",
                               "-xrm", "XTerm*allowWindowOps: false", "-geometry", "\(columns)x\(rows)+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10"]
                + (dark ? ["-bg", "black", "-fg", "white"] : []) + ["-e", TestPaths.binary.path] + arguments
        case .kitty:
            // Mesa's software OpenGL under Xvfb; no user config; TERM=xterm, eight colours.
            environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
            window.arguments = ["--config", "NONE", "-o", "font_size=10", "-o", "term=xterm", "-o", "remember_window_size=no",
                               "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                               TestPaths.binary.path] + arguments
        }
        window.environment = environment
        window.standardOutput = FileHandle.nullDevice
        window.standardError = FileHandle.nullDevice
        try window.run()
    }

    deinit {
        // SIGKILL, not waited for: xterm outlived a SIGTERM, and Foundation reaps both.
        for process in [window, xvfb] where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: home)
    }

    /// The X screen now, as RGB pixels.
    func shot() throws -> Shot {
        let ppm = try Self.run("/bin/sh", ["-c", "\"$1\" -display \"$2\" -root -silent | \"$3\" xwd:- -depth 8 ppm:-", "shot", tools.xwd, display, tools.convert])
        return try Self.parsePPM(ppm)
    }

    /// The X screen as a PNG, trimmed of the empty screen around the xterm.
    func save(to path: String) throws {
        _ = try Self.run("/bin/sh", ["-c", "\"$1\" -display \"$2\" -root -silent | \"$3\" xwd:- -trim +repage \"$4\"", "shot", tools.xwd, display, tools.convert, path])
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// A binary PPM (P6, maximum 255): its header's three numbers, then RGB.
    private static func parsePPM(_ data: Data) throws -> Shot {
        let bytes = [UInt8](data)
        var numbers: [Int] = []
        var index = 2
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else { throw ShotError.notPPM }
        while numbers.count < 3, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == UInt8(ascii: "#") {
                // A comment (ImageMagick writes "#xwdump") runs to the end of its line.
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                }
                index += 1
            }
            var number = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { number = number * 10 + Int(bytes[index] - 0x30); index += 1 }
            numbers.append(number)
        }
        index += 1
        guard numbers.count == 3, numbers[2] == 255, bytes.count - index >= numbers[0] * numbers[1] * 3 else { throw ShotError.notPPM }
        return Shot(width: numbers[0], height: numbers[1], rgb: Array(bytes[index..<(index + numbers[0] * numbers[1] * 3)]))
    }

    enum ShotError: Error { case notPPM }
}
