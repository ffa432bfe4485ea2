/// What the terminal reports: keys, mouse actions and size changes.
enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(ScreenSize)
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived: end now, terminal restored.
    case terminate(signal: String)
    /// A scripted terminal has nothing more to say.
    case endOfInput
}

/// The first button going down or coming up, or a turn of the wheel, as
/// xterm's button-event reports give them. A click is a press and a release
/// on the same target (`MousePress`): acting on both did everything twice.
struct MouseEvent: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        case press, release, scrollUp, scrollDown
    }

    var action: Action
    var row: Int
    var column: Int

    init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }
}
