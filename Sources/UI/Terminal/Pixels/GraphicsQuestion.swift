import Base

/// What turbo-tui asks the terminal at start, when `images = auto` (or
/// `sixel`/`kitty`, for the cell's size), and what it chooses from the
/// answers (docs/images.md, "Pixels"):
///
/// - kitty's graphics query (`a=q`, a 1x1 image that is never stored), whose
///   "OK" means kitty graphics;
/// - `ESC [ 16 t`, the cell's size in pixels, when `TIOCGWINSZ` did not give it;
/// - DA1 (`ESC [ c`) last: every terminal answers it, and answers in order,
///   so its answer ends the wait. Attribute 4 in it means sixels.
///
/// Under tmux (`TMUX` set) tmux answers DA1 itself: a tmux that draws sixels
/// (3.4 and later, built with them) says 4 and places them in the pane. Kitty
/// graphics are not asked for there: tmux would pass them to the outer
/// terminal unmoved by the pane's place and scrolling.
/// `TERM_PROGRAM` and `TERM` are hints for a terminal that never answered;
/// `TERM_PROGRAM=iTerm.app` (outside tmux) chooses iTerm2's inline images.
package struct GraphicsQuestion {
    /// The id kitty's query uses, which its answer repeats.
    package static let kittyQueryID = 31
    /// How long the loop waits for the answers; meanwhile images are symbols.
    package static let wait: Duration = .milliseconds(1000)

    package let setting: ImageSetting
    package let environment: [String: String]
    private var cell: PixelSize?
    private var kittyAnswered: Bool?
    private var attributes: [Int]?

    /// `cell`: the cell's pixels from `TIOCGWINSZ`, when the terminal gives them.
    package init(setting: ImageSetting, environment: [String: String], cell: PixelSize?) {
        self.setting = setting
        self.environment = environment
        self.cell = cell
    }

    package var inTmux: Bool { !(environment["TMUX"] ?? "").isEmpty }

    /// The bytes to send, or nil when nothing is asked (`off`, `symbols`).
    package var query: String? {
        guard setting != .off, setting != .symbols else { return nil }
        var query = ""
        if setting == .auto && !inTmux {
            query += "\u{1B}_Gi=\(Self.kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
        }
        if cell == nil { query += "\u{1B}[16t" }
        return query + "\u{1B}[c"
    }

    /// Takes one answer; the choice once DA1 has come (the last answer).
    package mutating func take(_ answer: TerminalAnswer) -> GraphicsChoice? {
        switch answer {
        case .kittyGraphics(let id, let ok) where id == Self.kittyQueryID: kittyAnswered = ok
        case .kittyGraphics: break
        case .cellSize(let size): if cell == nil { cell = size }
        case .primaryAttributes(let values):
            attributes = values
            return choice
        }
        return nil
    }

    /// The choice from what came so far (also when the wait ran out).
    package var choice: GraphicsChoice {
        switch setting {
        case .off, .symbols: return GraphicsChoice(pixels: nil, cell: cell)
        case .sixel: return GraphicsChoice(pixels: cell == nil ? nil : .sixel, cell: cell)
        case .kitty: return GraphicsChoice(pixels: .kitty, cell: cell)
        case .iterm: return GraphicsChoice(pixels: .iterm, cell: cell)
        case .auto: break
        }
        if kittyAnswered == true && !inTmux { return GraphicsChoice(pixels: .kitty, cell: cell) }
        // iTerm2 answers DA1 with sixels too; its own protocol is its own (and needs no cell size).
        if isITerm { return GraphicsChoice(pixels: .iterm, cell: cell) }
        if let attributes {
            // The class (the first number) is no attribute: 4 there is a VT132.
            let sixels = attributes.dropFirst().contains(4)
            return GraphicsChoice(pixels: sixels && cell != nil ? .sixel : nil, cell: cell)
        }
        // No answer at all: the name the terminal gives itself is a hint.
        return GraphicsChoice(pixels: hintedKitty ? .kitty : nil, cell: cell)
    }

    /// iTerm2 says who it is in `TERM_PROGRAM`; in tmux the name is the outer
    /// terminal's, whose images tmux would not keep in the pane.
    private var isITerm: Bool {
        !inTmux && environment["TERM_PROGRAM"] == "iTerm.app"
    }

    /// kitty, WezTerm and ghostty draw kitty graphics.
    private var hintedKitty: Bool {
        guard !inTmux else { return false }
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        let term = (environment["TERM"] ?? "").lowercased()
        return ["kitty", "wezterm", "ghostty"].contains(program) || term.contains("kitty") || term.contains("ghostty")
    }
}
