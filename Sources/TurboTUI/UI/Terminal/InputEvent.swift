/// What the terminal reports: keys, mouse actions and size changes.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(ScreenSize)
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived: end now, terminal restored.
    case terminate(signal: String)
    /// A scripted terminal has nothing more to say.
    case endOfInput
}

public struct MouseEvent: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case click, scrollUp, scrollDown
    }

    public var action: Action
    public var row: Int
    public var column: Int

    public init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }
}
