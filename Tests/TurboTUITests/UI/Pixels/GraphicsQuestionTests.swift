import Testing
import Base
import UI

/// What `images = auto` asks the terminal and what it chooses from the answers.
@Suite("Pixels: which protocol auto chooses")
struct GraphicsQuestionTests {
    static let cell = PixelSize(width: 9, height: 18)

    static func ask(_ environment: [String: String], setting: ImageSetting = .auto, cell: PixelSize? = cell) -> GraphicsQuestion {
        GraphicsQuestion(setting: setting, environment: environment, cell: cell)
    }

    @Test func autoAsksKittyThenTheCellThenDA1Last() {
        let question = Self.ask(["TERM": "xterm-256color"], cell: nil)
        #expect(question.query == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
        #expect(Self.ask(["TERM": "xterm"]).query == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c", "the cell known: not asked")
    }

    @Test func symbolsAndOffAskNothing() {
        #expect(Self.ask([:], setting: .symbols).query == nil)
        #expect(Self.ask([:], setting: .off).query == nil)
    }

    @Test func kittysOKChoosesKitty() {
        var question = Self.ask(["TERM": "xterm-kitty"])
        #expect(question.take(.kittyGraphics(id: 31, ok: true)) == nil, "DA1 ends the wait")
        #expect(question.take(.primaryAttributes([62, 22])) == GraphicsChoice(pixels: .kitty, cell: Self.cell))
    }

    @Test func aKittyErrorAndSixelsInDA1ChooseSixel() {
        var question = Self.ask(["TERM": "xterm"])
        _ = question.take(.kittyGraphics(id: 31, ok: false))
        #expect(question.take(.primaryAttributes([63, 1, 2, 4, 6])) == GraphicsChoice(pixels: .sixel, cell: Self.cell))
    }

    @Test func anotherImagesAnswerIsNotOurs() {
        var question = Self.ask([:])
        _ = question.take(.kittyGraphics(id: 7, ok: true))
        #expect(question.take(.primaryAttributes([62])) == GraphicsChoice(pixels: nil, cell: Self.cell))
    }

    @Test func noSixelAttributeIsSymbols() {
        var question = Self.ask(["TERM": "xterm-256color", "TERM_PROGRAM": "vscode"])
        #expect(question.take(.primaryAttributes([62, 1, 22])) == GraphicsChoice(pixels: nil, cell: Self.cell))
        var vt132 = Self.ask([:])
        #expect(vt132.take(.primaryAttributes([4, 6]))?.pixels == nil, "4 as the class is no attribute")
    }

    @Test func sixelsNeedTheCellsSize() {
        var question = Self.ask([:], cell: nil)
        #expect(question.take(.primaryAttributes([63, 4]))?.pixels == nil, "no size: a sixel could not be sized to its box")
        var answered = Self.ask([:], cell: nil)
        _ = answered.take(.cellSize(PixelSize(width: 10, height: 20)))
        #expect(answered.take(.primaryAttributes([63, 4])) == GraphicsChoice(pixels: .sixel, cell: PixelSize(width: 10, height: 20)))
    }

    @Test func underTmuxOnlyDA1IsAskedAndKittyNeverChosen() {
        let environment = ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]
        var question = Self.ask(environment)
        #expect(question.query == "\u{1B}[c", "tmux answers DA1 itself")
        #expect(question.take(.primaryAttributes([1, 2])) == GraphicsChoice(pixels: nil, cell: Self.cell), "Debian's tmux 3.3a: no sixels")
        var sixelTmux = Self.ask(environment)
        #expect(sixelTmux.take(.primaryAttributes([61, 4, 6]))?.pixels == .sixel, "a tmux built with sixels says so and places them in the pane")
        var kittyOutside = Self.ask(environment.merging(["TERM": "xterm-kitty"]) { $1 })
        _ = kittyOutside.take(.kittyGraphics(id: 31, ok: true))
        #expect(kittyOutside.take(.primaryAttributes([1, 2]))?.pixels == nil)
    }

    @Test func withoutAnyAnswerTheTerminalsNameIsAHint() {
        #expect(Self.ask(["TERM_PROGRAM": "WezTerm"]).choice.pixels == .kitty)
        #expect(Self.ask(["TERM": "xterm-kitty"]).choice.pixels == .kitty)
        #expect(Self.ask(["TERM_PROGRAM": "ghostty"]).choice.pixels == .kitty)
        #expect(Self.ask(["TERM_PROGRAM": "iTerm.app"]).choice.pixels == .iterm, "iTerm2's own protocol, by its name")
        #expect(Self.ask(["TERM": "xterm-256color"]).choice.pixels == nil)
        #expect(Self.ask(["TERM": "xterm-kitty", "TMUX": "/tmp/t,1,0"]).choice.pixels == nil)
    }

    @Test func aProtocolSetByHandIsUsedWhateverTheAnswers() {
        var sixel = Self.ask([:], setting: .sixel)
        #expect(sixel.query == "\u{1B}[c")
        #expect(sixel.take(.primaryAttributes([62]))?.pixels == .sixel)
        var kitty = Self.ask([:], setting: .kitty, cell: nil)
        #expect(kitty.query == "\u{1B}[16t\u{1B}[c")
        #expect(kitty.take(.primaryAttributes([62]))?.pixels == .kitty)
    }
}
