import Render
/// The colours each role is drawn in, at the terminal's colour depth, on
/// the terminal's own background. Picked to read on light and dark
/// terminals alike: every colour of the 256 (and direct) set has a
/// contrast of at least 4 against both white and black, and the eight
/// colour set keeps to the terminal's default foreground plus red and
/// magenta (blue was unreadable on black, cyan, green and yellow on
/// white). Focus, the title bar and the cursor row of a list are reverse
/// video of the cell's own colours, never a pair of their own.
///
/// `theme` (docs/config.md) trades that for stronger colours when the
/// user says which background the terminal has; each colour has a
/// WCAG contrast of at least 5.5 against that background (the numbers
/// beside them).
package struct ColorScheme: Sendable {
    package let depth: ColorDepth
    package let theme: ColorTheme

    package init(depth: ColorDepth, theme: ColorTheme = .auto) {
        self.depth = depth
        self.theme = theme
    }

    /// What tests draw with unless they say otherwise: tmux-256color's depth.
    package static let standard = ColorScheme(depth: .extended)

    package func foreground(for role: StyleRole) -> TerminalColor {
        switch depth {
        case .monochrome: return .defaultForeground
        case .basic: return basicForeground(for: role)
        case .extended: return extendedForeground(for: role)
        case .direct:
            guard case .palette(let index) = extendedForeground(for: role) else { return .defaultForeground }
            return Self.rgb(ofPaletteIndex: index)
        }
    }

    /// A cell as sent: its role's colour on the default background (an
    /// image's cell: its own colours at the depth in force). Without
    /// colour a visited link is dimmed, so it still differs from the others.
    package func paint(_ cell: Cell) -> PaintedCell {
        if let ink = cell.ink {
            let foreground = ImageInk.terminalColor(ink.foreground, depth: depth, default: .defaultForeground)
            let background = ImageInk.terminalColor(ink.background, depth: depth, default: .defaultBackground)
            // Two colours of the image that this depth makes one: a symbol in
            // the colour of its ground looks as a space of that ground does,
            // and a space is what a reader of the cells (screen-cells, tests) takes for legible.
            let text = foreground == background && foreground != .defaultForeground ? " " : cell.text
            return PaintedCell(text: text, attributes: [], foreground: foreground, background: background)
        }
        var attributes = cell.style.attributes
        if depth == .monochrome, cell.style.role == .visited { attributes.insert(.dim) }
        return PaintedCell(text: cell.text, attributes: attributes, foreground: foreground(for: cell.style.role),
                         background: .defaultBackground)
    }

    private func basicForeground(for role: StyleRole) -> TerminalColor {
        switch (theme, role) {
        // Blue reads on white, cyan and yellow on black.
        case (.light, .link): return .palette(4)
        case (.dark, .link), (.dark, .field): return .palette(6)
        case (.dark, .heading): return .palette(3)
        case (.dark, .marker): return .palette(2)
        default: break
        }
        switch role {
        case .text, .link, .heading, .field, .marker, .disabled: return .defaultForeground
        case .visited: return .palette(5)
        case .error: return .palette(1)
        }
    }

    private func extendedForeground(for role: StyleRole) -> TerminalColor {
        switch theme {
        case .auto: break
        case .light: return lightForeground(for: role)
        case .dark: return darkForeground(for: role)
        }
        switch role {
        case .text: return .defaultForeground
        case .link: return .palette(63)     // #5f5fff: 4.6 on white, 4.6 on black
        case .visited: return .palette(163) // #d700af: 4.7 / 4.5
        case .heading: return .palette(130) // #af5f00: 4.7 / 4.5
        case .field: return .palette(30)    // #008787: 4.4 / 4.8
        case .error: return .palette(160)   // #d70000: 5.4 / 3.9
        case .marker: return .palette(28)   // #008700: 4.7 / 4.5
        case .disabled: return .palette(243) // #767676: 4.5 / 4.6
        }
    }

    /// On white: darker than the shared set (contrast against white).
    private func lightForeground(for role: StyleRole) -> TerminalColor {
        switch role {
        case .text: return .defaultForeground
        case .link: return .palette(25)     // #005faf: 6.4
        case .visited: return .palette(90)  // #870087: 8.8
        case .heading: return .palette(94)  // #875f00: 5.7
        case .field: return .palette(23)    // #005f5f: 7.5
        case .error: return .palette(124)   // #af0000: 7.4
        case .marker: return .palette(22)   // #005f00: 8.0
        case .disabled: return .palette(241) // #626262: 6.1
        }
    }

    /// On black: brighter than the shared set (contrast against black).
    private func darkForeground(for role: StyleRole) -> TerminalColor {
        switch role {
        case .text: return .defaultForeground
        case .link: return .palette(75)     // #5fafff: 9.1
        case .visited: return .palette(177) // #d787ff: 8.8
        case .heading: return .palette(215) // #ffaf5f: 11.5
        case .field: return .palette(80)    // #5fd7d7: 12.2
        case .error: return .palette(203)   // #ff5f5f: 7.1
        case .marker: return .palette(114)  // #87d787: 12.1
        case .disabled: return .palette(245) // #8a8a8a: 6.1
        }
    }

    /// xterm's 256-colour cube and grey ramp as RGB.
    package static func rgb(ofPaletteIndex index: UInt8) -> TerminalColor {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        switch index {
        case 16...231:
            let cube = Int(index) - 16
            return .rgb(levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
        case 232...:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return .rgb(grey, grey, grey)
        default:
            return .palette(index)
        }
    }
}
