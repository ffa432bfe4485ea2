import Testing
import UI

/// Bytes from the keyboard in raw mode, as keys.
@Suite("Curses key mapping")
struct CursesKeyTests {
    @Test(arguments: [
        (UInt32(9), Key.tab), (10, .enter), (13, .enter), (27, .escape), (127, .backspace), (8, .backspace),
        (3, .control("c")), (18, .control("r")), (26, .control("z")),
        (0x71, .character("q")), (0x65E5, .character("日")),
    ])
    func mapsCharacters(value: UInt32, key: Key) {
        #expect(CursesTerminal.key(forCharacter: value) == key)
    }

    @Test func otherControlCharactersAreDropped() {
        #expect(CursesTerminal.key(forCharacter: 0) == nil)
        #expect(CursesTerminal.key(forCharacter: 28) == nil)
    }
}
