@testable import TurboTUI

/// Keeps every frame, to see what was on screen while a page loaded.
final class RecordingTerminal: Terminal {
    let size: ScreenSize
    private(set) var frames: [ScreenBuffer] = []
    init(size: ScreenSize) { self.size = size }
    var inputDescriptors: [Int32] { [] }
    func draw(_ frame: ScreenBuffer) { frames.append(frame) }
    func readInput() -> [InputEvent] { [.endOfInput] }
    func refreshSize() {}
    func suspend() {}
    func resume() {}
    func stopProcess() {}
    func restore() {}
    func copyToClipboard(_ text: String) {}
}
