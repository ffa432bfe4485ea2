import Base

/// What the terminal reports: keys, mouse actions and size changes.
package enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(ScreenSize)
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived: end now, terminal restored.
    case terminate(signal: String)
    /// A scripted terminal has nothing more to say.
    case endOfInput
    /// The terminal's answers to `askForGraphics`: how it draws images.
    case graphics(GraphicsChoice)
}

/// The first button going down or coming up, or a turn of the wheel, as
/// xterm's button-event reports give them. A click is a press and a release
/// on the same target (`MousePress`): acting on both did everything twice.
package struct MouseEvent: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        case press, release, scrollUp, scrollDown
    }

    package var action: Action
    package var row: Int
    package var column: Int

    package init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }
}
