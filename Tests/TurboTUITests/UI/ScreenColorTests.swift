import Foundation
import Testing
import Render
import Turbo
import UI

/// The screen as a person sees it: colours on light and dark terminals,
/// focus over the whole element, visited links, the cursor.
@Suite("Screen: colours, focus and cursor")
struct ScreenColorTests {
    static let page = """
        <title>Look</title><h1>Heading</h1>
        <p>Read <a href="/story">the full story</a> or <a href="/about">about us</a>.</p>
        <form action="/s" method="post"><p>Name <input name=name></p>
        <p><label><input type=checkbox name=c> Keep</label> <select name=s><option>One<option>Two</select></p>
        <p><button>Send</button> <input type=submit disabled value=Off></p></form>
        """

    static func opened(rows: Int = 14, columns: Int = 60, _ html: String = page) -> BrowserDriver {
        var driver = BrowserDriver(rows: rows, columns: columns)
        driver.open("http://app.test/")
        driver.answer(html)
        return driver
    }

    /// Screens with every kind of mark: focus on a link, on a field, typing,
    /// an open list, a search, a modal, help.
    static func screens() -> [(String, ScreenBuffer)] {
        var driver = opened()
        var screens: [(String, ScreenBuffer)] = [("page", driver.frame)]
        driver.press(.tab)
        screens.append(("focused link", driver.frame))
        driver.press(.tab, .tab, .tab)
        screens.append(("focused field", driver.frame))
        driver.press(.enter)
        driver.type("Ann")
        screens.append(("typing", driver.frame))
        driver.press(.escape, .tab, .character(" "))
        screens.append(("ticked checkbox", driver.frame))
        driver.press(.tab, .enter)
        screens.append(("open list", driver.frame))
        driver.press(.escape)
        driver.type("/story")
        driver.press(.enter)
        screens.append(("search", driver.frame))
        driver.press(.character("?"))
        screens.append(("help", driver.frame))
        let configuration = BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/new" ? PathProperties(["context": .string("modal")]) : PathProperties()
        })
        var modal = BrowserDriver(rows: 14, columns: 60, configuration: configuration)
        modal.open("http://app.test/")
        modal.answer(Self.page)
        modal.press(.tab)
        modal.visit("http://app.test/new")
        modal.answer("<title>New</title><p><a href=/x>A link in the modal</a></p><p>Title <input name=t autofocus></p>")
        screens.append(("modal", modal.frame))
        return screens
    }

    @Test(arguments: ColorDepth.allCases)
    func everyCellCanBeReadAtEveryColourDepth(depth: ColorDepth) {
        for (name, frame) in Self.screens() {
            let look = ScreenLook(frame, scheme: ColorScheme(depth: depth))
            #expect(look.illegibleCells.isEmpty, "\(name) at \(depth): \(look.illegibleCells.prefix(5))")
        }
    }

    @Test func theFocusedLinkIsItsOwnColoursReversedOverItsWholeExtent() throws {
        var driver = Self.opened()
        driver.press(.tab)
        let look = ScreenLook(driver.frame)
        let (row, columns) = try #require(look.columns(of: "the full story"))
        for column in columns {
            let cell = look.cell(row, column)
            #expect(cell.isReversed && cell.attributes.contains(.underline), "column \(column): \(cell)")
            // Reverse of the link's own colour: never a pair of its own (it was black on black).
            #expect(cell.foreground == ColorScheme.standard.foreground(for: .link) && cell.background == .defaultBackground,
                    "column \(column): \(cell)")
        }
        #expect(!look.cell(row, columns.upperBound).isReversed, "only the link")
        #expect(!look.marks("about us", with: .reverse))
    }

    @Test func aLinkOfSeveralWordsIsUnderlinedWithoutGaps() {
        let look = ScreenLook(Self.opened().frame)
        #expect(look.marks("the full story", with: .underline), "the spaces between its words too")
        #expect(!look.marks("Read ", with: .underline))
    }

    @Test func theFocusedFieldAndTheListCursorAreReversedInTheirOwnColours() throws {
        var driver = Self.opened()
        driver.press(.tab, .tab, .tab)
        var look = ScreenLook(driver.frame)
        #expect(look.marks("[____", with: .reverse))
        let (row, columns) = try #require(look.columns(of: "[____"))
        #expect(look.cell(row, columns.lowerBound).foreground == ColorScheme.standard.foreground(for: .field))
        driver.press(.tab, .tab, .enter)
        look = ScreenLook(driver.frame)
        #expect(look.marks("( ) One", with: .reverse) || look.marks("(*) One", with: .reverse), "\(driver.rows)")
        #expect(look.illegibleCells.isEmpty)
    }

    @Test func aVisitedLinkHasAColourOfItsOwn() throws {
        var driver = Self.opened()
        driver.visit("http://app.test/story")
        driver.answer("<title>Story</title><p>Once</p>")
        driver.press(.character("h"))
        let look = ScreenLook(driver.frame)
        let story = try #require(look.columns(of: "the full story"))
        let about = try #require(look.columns(of: "about us"))
        let visited = look.cell(story.row, story.columns.lowerBound)
        let unvisited = look.cell(about.row, about.columns.lowerBound)
        #expect(driver.frame[story.row, story.columns.lowerBound].style.role == .visited)
        #expect(visited.foreground != unvisited.foreground, "\(visited) vs \(unvisited)")
        let plain = ScreenLook(driver.frame, scheme: ColorScheme(depth: .monochrome))
        #expect(plain.cell(story.row, story.columns.lowerBound).attributes.contains(.dim), "without colour it is dimmed")
        #expect(!plain.cell(about.row, about.columns.lowerBound).attributes.contains(.dim))
    }

    @Test func monochromeSendsNoColourAndKeepsTheMarks() throws {
        var driver = Self.opened()
        driver.press(.tab)
        let look = ScreenLook(driver.frame, scheme: ColorScheme(depth: .monochrome))
        for row in 0..<driver.frame.size.rows {
            for column in 0..<driver.frame.size.columns {
                let cell = look.cell(row, column)
                #expect(cell.foreground == .defaultForeground && cell.background == .defaultBackground)
            }
        }
        #expect(look.marks("the full story", with: [.reverse, .underline]))
        #expect(look.marks("Heading", with: .bold))
    }

    /// WCAG contrast of the scheme's colours against xterm's white and black
    /// backgrounds (the light and the dark terminal): at least 3.5 on both.
    @Test(arguments: [ColorDepth.extended, .direct])
    func everyColourReadsOnWhiteAndOnBlack(depth: ColorDepth) throws {
        let scheme = ColorScheme(depth: depth)
        let roles: [StyleRole] = [.link, .visited, .heading, .field, .error, .disabled, .marker]
        for role in roles {
            let rgb = try #require(Self.rgb(scheme.foreground(for: role)), "\(role)")
            #expect(Self.contrast(rgb, (255, 255, 255)) >= 3.5, "\(role) on white")
            #expect(Self.contrast(rgb, (0, 0, 0)) >= 3.5, "\(role) on black")
        }
        #expect(scheme.foreground(for: .link) != scheme.foreground(for: .visited))
    }

    @Test func eightColoursKeepToThoseThatReadOnBothBackgrounds() {
        let scheme = ColorScheme(depth: .basic)
        // Red and magenta read on white and on black; blue (dark blue links
        // on a dark terminal), cyan, green, yellow, white and black do not.
        let unreadable: Set<TerminalColor> = [.palette(0), .palette(2), .palette(3), .palette(4), .palette(6), .palette(7)]
        for role in [StyleRole.text, .link, .visited, .heading, .field, .error, .disabled, .marker] {
            #expect(!unreadable.contains(scheme.foreground(for: role)), "\(role)")
        }
        #expect(scheme.foreground(for: .link) != scheme.foreground(for: .visited))
    }

    @Test func theDepthComesFromTerminfoAndNoColorTurnsItOff() {
        #expect(ColorDepth.detect(terminalColors: 8, environment: [:]) == .basic)
        #expect(ColorDepth.detect(terminalColors: 256, environment: [:]) == .extended)
        #expect(ColorDepth.detect(terminalColors: 0x100_0000, environment: ["COLORTERM": "truecolor"]) == .direct)
        #expect(ColorDepth.detect(terminalColors: 0, environment: [:]) == .monochrome)
        #expect(ColorDepth.detect(terminalColors: 256, environment: ["NO_COLOR": "1"]) == .monochrome)
        #expect(ColorDepth.detect(terminalColors: 256, environment: ["NO_COLOR": ""]) == .extended, "no-color.org: only a non-empty value")
    }

    @Test func theCursorStandsWhereTheUserTypesAndIsHiddenOtherwise() {
        var driver = Self.opened()
        #expect(driver.frame.cursor == nil)
        driver.press(.character("g"))
        #expect(driver.frame.cursor == CellPosition(row: 13, column: TextWidth.columns(Prompt(kind: .goTo, text: "").label)))
        driver.type("/x")
        #expect(driver.frame.cursor?.column == TextWidth.columns(Prompt(kind: .goTo, text: "").label) + 2)
        driver.press(.escape, .tab, .tab, .tab, .enter)
        driver.type("Ann")
        let look = ScreenLook(driver.frame)
        let field = look.columns(of: "[Ann")
        #expect(driver.frame.cursor == field.map { CellPosition(row: $0.row, column: $0.columns.lowerBound + 4) }, "\(driver.rows)")
        driver.press(.escape)
        #expect(driver.frame.cursor == nil)
    }

    @Test func theCurrentSearchMatchDiffersFromTheOthers() throws {
        var driver = Self.opened(rows: 8, columns: 40, "<p>one match</p><p>two match</p><p>three match</p>")
        driver.type("/match")
        driver.press(.enter)
        let look = ScreenLook(driver.frame)
        #expect(look.marks("match", with: [.reverse, .bold]), "the current one: \(driver.rows)")
        let others = (1..<driver.state.layout.statusTop).filter { driver.frame.text(ofRow: $0).contains("match") }.dropFirst()
        #expect(!others.isEmpty)
        for row in others {
            let column = try #require(driver.frame.text(ofRow: row).range(of: "match")).lowerBound
            let start = driver.frame.text(ofRow: row).distance(from: driver.frame.text(ofRow: row).startIndex, to: column)
            let cell = look.cell(row, start)
            #expect(cell.attributes.contains(.underline) && !cell.isReversed, "row \(row): \(cell) \(driver.rows)")
        }
    }

    @Test func searchGoesOnFromTheTopPastTheLastMatch() {
        let lines = (1...30).map { "<p>line \($0)\($0 == 3 ? " needle" : "")</p>" }.joined()
        var driver = Self.opened(rows: 8, columns: 40, lines)
        driver.press(.end)
        driver.type("/needle")
        driver.press(.enter)
        #expect(driver.state.chrome.searchRow != nil, "found above, not \"Not found\": \(driver.status)")
        #expect(driver.status.contains("from the top"), "\(driver.status)")
        #expect(driver.rows.contains("line 3 needle"))
        driver.type("N")
        #expect(driver.rows.contains("line 3 needle"), "backwards it wraps from the bottom to the same match")
    }

    static func rgb(_ color: TerminalColor) -> (Int, Int, Int)? {
        switch color {
        case .rgb(let red, let green, let blue): return (Int(red), Int(green), Int(blue))
        case .palette(let index) where index >= 16: return rgb(ColorScheme.rgb(ofPaletteIndex: index))
        default: return nil
        }
    }

    static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        func luminance(_ c: (Int, Int, Int)) -> Double {
            func channel(_ value: Int) -> Double {
                let v = Double(value) / 255
                return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (light, dark) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (light + 0.05) / (dark + 0.05)
    }
}
