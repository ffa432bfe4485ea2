import Testing
import Base
import UI

/// The terminal's answers to the graphics question, read from among the
/// keys as curses hands them over (an escape, then one key per character):
/// an answer is never a key, and no key is lost.
@Suite("Pixels: the terminal's answers among the keys")
struct TerminalAnswerFilterTests {
    /// What curses gives for these bytes: ESC as the Escape key, the rest as characters.
    static func keys(_ text: String) -> [InputEvent] {
        text.map { $0 == "\u{1B}" ? .key(.escape) : .key(.character($0)) }
    }

    static let sixelTerminal = "\u{1B}[?63;1;2;4;6;9;15;16;22;28c"

    @Test func primaryAttributesWithFourAreTakenOut() {
        var filter = TerminalAnswerFilter()
        filter.awaiting = true
        let (events, answers) = filter.filter(Self.keys(Self.sixelTerminal))
        #expect(events.isEmpty)
        #expect(answers == [.primaryAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28])])
    }

    @Test func primaryAttributesWithoutFour() {
        var filter = TerminalAnswerFilter()
        let (events, answers) = filter.filter(Self.keys("\u{1B}[?1;2c"))
        #expect(events.isEmpty && answers == [.primaryAttributes([1, 2])])
    }

    /// kitty 0.26 answers DA1 so (seen in a real kitty): its `c` once closed the tab.
    @Test func kittysPrimaryAttributesEndWithAnEmptyOne() {
        var filter = TerminalAnswerFilter()
        let (events, answers) = filter.filter(Self.keys("\u{1B}[?62;c"))
        #expect(events.isEmpty && answers == [.primaryAttributes([62])])
    }

    @Test func kittysOKAndErrorAnswers() {
        var filter = TerminalAnswerFilter()
        filter.awaiting = true
        var result = filter.filter(Self.keys("\u{1B}_Gi=31;OK\u{1B}\\"))
        #expect(result.events.isEmpty && result.answers == [.kittyGraphics(id: 31, ok: true)])
        result = filter.filter(Self.keys("\u{1B}_Gi=31;ENOTSUPPORTED:no graphics\u{1B}\\"))
        #expect(result.events.isEmpty && result.answers == [.kittyGraphics(id: 31, ok: false)])
    }

    @Test func theCellSizeAnswer() {
        var filter = TerminalAnswerFilter()
        filter.awaiting = true
        let (events, answers) = filter.filter(Self.keys("\u{1B}[6;17;9t"))
        #expect(events.isEmpty && answers == [.cellSize(PixelSize(width: 9, height: 17))])
    }

    @Test func answersSplitAcrossReadsAreJoined() {
        let whole = "\u{1B}_Gi=31;OK\u{1B}\\" + Self.sixelTerminal
        // Every split point, one right after each escape among them.
        for cut in 1..<whole.count {
            var again = TerminalAnswerFilter()
            again.awaiting = true
            let keys = Self.keys(whole)
            let first = again.filter(Array(keys.prefix(cut)))
            let second = again.filter(Array(keys.dropFirst(cut)))
            #expect(first.events.isEmpty && second.events.isEmpty, "cut at \(cut)")
            #expect(first.answers + second.answers == [.kittyGraphics(id: 31, ok: true), .primaryAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28])],
                    "cut at \(cut)")
        }
    }

    @Test func keysTypedAroundAndBetweenAnswersAreKeptInOrder() {
        var filter = TerminalAnswerFilter()
        filter.awaiting = true
        let typed: [InputEvent] = [.key(.character("j"))] + Self.keys("\u{1B}_Gi=31;OK\u{1B}\\") + [.key(.down), .key(.escape), .key(.character("q"))]
            + Self.keys(Self.sixelTerminal) + [.key(.character("k"))]
        let (events, answers) = filter.filter(typed)
        #expect(events == [.key(.character("j")), .key(.down), .key(.escape), .key(.character("q")), .key(.character("k"))])
        #expect(answers.count == 2)
    }

    @Test func anEscapeAloneIsHeldWhileAnswersAreAwaitedThenGivenBack() {
        var filter = TerminalAnswerFilter()
        filter.awaiting = true
        var result = filter.filter([.key(.escape)])
        #expect(result.events.isEmpty, "it may start an answer")
        result = filter.filter([.key(.character("j"))])
        #expect(result.events == [.key(.escape), .key(.character("j"))], "Escape then j: no answer")
        _ = filter.filter([.key(.escape)])
        #expect(filter.release() == [.key(.escape)], "the deadline gives it back")
    }

    @Test func anEscapeAloneIsTheEscapeKeyAtOnceWhenNothingIsAwaited() {
        var filter = TerminalAnswerFilter()
        #expect(filter.filter([.key(.escape)]).events == [.key(.escape)])
        #expect(filter.filter(Self.keys("\u{1B}[A")).events == Self.keys("\u{1B}[A"), "a sequence curses did not know stays keys")
    }

    @Test func aLateAnswerIsStillNoKey() {
        var filter = TerminalAnswerFilter()
        let first = filter.filter(Self.keys("\u{1B}[?6"))
        let second = filter.filter(Self.keys("2;4c"))
        #expect(first.events.isEmpty && second.events.isEmpty)
        #expect(second.answers == [.primaryAttributes([62, 4])])
    }

    @Test func whatOnlyLooksLikeAnAnswerIsGivenBackAsKeys() {
        var filter = TerminalAnswerFilter()
        filter.awaiting = true
        let typed = Self.keys("\u{1B}[?\u{7F}") + Self.keys("\u{1B}_Hi") + Self.keys("\u{1B}[5;3t")
        let (events, answers) = filter.filter(typed)
        #expect(answers.isEmpty)
        #expect(events == typed)
    }

    @Test func otherReportsOfTheTerminalAreDroppedNotTyped() {
        var filter = TerminalAnswerFilter()
        let (events, answers) = filter.filter(Self.keys("\u{1B}[?2026;2$y") + [.key(.character("j"))])
        #expect(answers.isEmpty && events == [.key(.character("j"))], "a mode report is no key")
    }
}
