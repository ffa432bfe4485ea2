import Foundation
import Testing
import CLI
import Render
import UI

/// `theme = light | dark`: stronger colours for the background named, each
/// legible on it, reaching the in-memory screen's painted cells.
@Suite("Colours: themes")
struct ColorThemeTests {
    static let roles: [StyleRole] = [.link, .visited, .heading, .field, .error, .disabled, .marker]

    /// WCAG 2 relative luminance of an RGB colour.
    static func luminance(_ color: TerminalColor) -> Double {
        guard case .rgb(let red, let green, let blue) = color else { return -1 }
        func channel(_ value: UInt8) -> Double {
            let v = Double(value) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    @Test func eachThemesColoursReadOnItsBackground() {
        for role in Self.roles {
            let light = ColorScheme(depth: .direct, theme: .light).foreground(for: role)
            let dark = ColorScheme(depth: .direct, theme: .dark).foreground(for: role)
            #expect(1.05 / (Self.luminance(light) + 0.05) >= 5.5, "\(role) on white: \(light)")
            #expect((Self.luminance(dark) + 0.05) / 0.05 >= 5.5, "\(role) on black: \(dark)")
            let shared = ColorScheme(depth: .direct).foreground(for: role)
            #expect(light != shared && dark != shared, "\(role): a theme has colours of its own")
        }
        #expect(ColorScheme(depth: .extended, theme: .dark).foreground(for: .text) == .defaultForeground,
                "text stays in the terminal's own colour")
    }

    @Test(arguments: ColorTheme.allCases)
    func everyCellCanBeReadInEveryTheme(theme: ColorTheme) {
        for depth in ColorDepth.allCases {
            for (name, frame) in ScreenColorTests.screens() {
                let look = ScreenLook(frame, scheme: ColorScheme(depth: depth, theme: theme))
                #expect(look.illegibleCells.isEmpty, "\(name) at \(depth), \(theme): \(look.illegibleCells.prefix(5))")
            }
        }
    }

    @Test func theThemeReachesThePaintedScreen() throws {
        let driver = ScreenColorTests.opened()
        let look = ScreenLook(driver.frame)
        let (row, columns) = try #require(look.columns(of: "the full story"))
        let expected: [(ColorTheme, ColorDepth, TerminalColor)] = [
            (.auto, .extended, .palette(63)), (.light, .extended, .palette(25)), (.dark, .extended, .palette(75)),
            (.dark, .direct, .rgb(0x5f, 0xaf, 0xff)), (.light, .basic, .palette(4)), (.dark, .basic, .palette(6)),
            (.dark, .monochrome, .defaultForeground),
        ]
        for (theme, depth, color) in expected {
            let terminal = MemoryTerminal(size: driver.state.size, scheme: ColorScheme(depth: depth, theme: theme))
            terminal.draw(driver.frame)
            let cell = terminal.drawn(row: row, column: columns.lowerBound)
            #expect(cell.foreground == color, "\(theme) at \(depth): \(cell)")
            #expect(cell.background == .defaultBackground, "the terminal's own background")
            #expect(cell.attributes.contains(.underline))
        }
    }

    @Test func theThemeIsASetting() throws {
        #expect(try CommandLineOptions.parse(["--theme", "dark"]).theme == .dark)
        #expect(try CommandLineOptions.parse(["--theme", "Light"]).theme == .light)
        #expect(CommandLineOptions().theme == .auto)
        #expect(throws: UsageError("--theme wants auto, light or dark, not 'solarized'")) {
            try CommandLineOptions.parse(["--theme", "solarized"])
        }
        let file = ConfigFile(path: "/c", text: "theme = light\ntheme = blue\n")
        let resolved = SettingLayers(file: file, environment: [], flags: []).resolve(CommandLineOptions())
        #expect(resolved.options.theme == .light, "the bad line 2 is skipped, line 1 stands")
        #expect(resolved.problems.map(\.description) == ["/c:2: theme wants auto, light or dark, not 'blue'"])
    }
}
