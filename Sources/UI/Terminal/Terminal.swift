/// Where the browser's frames go and its input comes from: curses on a real
/// terminal, or a screen in memory for tests.
package protocol Terminal: AnyObject {
    var size: ScreenSize { get }
    /// Descriptors that become readable when input or a signal waits; empty
    /// when input is scripted and always at hand.
    var inputDescriptors: [Int32] { get }
    /// Shows a whole frame; only cells that changed since the last one are
    /// sent. Its pixel placements (`ScreenBuffer.pixelImages`) are drawn in
    /// the terminal's pixel protocol, once it has chosen one (`.graphics`).
    func draw(_ frame: ScreenBuffer)
    /// Asks the terminal which graphics it draws (`images = auto`, issue 36):
    /// how long to wait for the answers, which `readInput` takes from among
    /// the keys and gives as one `.graphics` event; nil when nothing was asked.
    func askForGraphics(_ setting: ImageSetting) -> Duration?
    /// The wait is over: input held as the start of a possible answer comes
    /// back as keys, with the choice from what came (`.graphics`), if not made yet.
    func endGraphicsWait() -> [InputEvent]
    /// Images the frames drawn asked to have encoded (sixels: `PixelWork`),
    /// taken: the loop runs each off its thread and gives the answer to
    /// `pixelsMade`; a later frame draws it. Drawing never encodes.
    func takePixelWork() -> [PixelWork.Request]
    func pixelsMade(_ made: PixelWork.Made)
    /// Input that is ready now, without waiting.
    func readInput() -> [InputEvent]
    /// Asks the terminal for its size again after a SIGWINCH.
    func refreshSize()
    /// Gives the terminal back to the shell for a while (Ctrl-Z, $BROWSER).
    func suspend()
    func resume()
    /// Stops the process as Ctrl-Z does in a shell, until it is continued.
    func stopProcess()
    /// Leaves the terminal as it was found. Safe to call twice.
    func restore()
    /// Puts text on the system clipboard through the terminal, if it can.
    func copyToClipboard(_ text: String)
}

extension Terminal {
    /// A terminal that is asked nothing (the in-memory one: the driver and
    /// the tests give `.graphics` themselves).
    package func askForGraphics(_ setting: ImageSetting) -> Duration? { nil }
    package func endGraphicsWait() -> [InputEvent] { [] }
    package func takePixelWork() -> [PixelWork.Request] { [] }
    package func pixelsMade(_ made: PixelWork.Made) {}
}
