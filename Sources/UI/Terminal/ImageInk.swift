import Images
/// The colours of a cell of an image drawn with symbols (Images'
/// `SymbolCell`): its own, not a role's. A nil ground is transparent: the
/// terminal's background shows through.
package struct ImageInk: Equatable, Sendable {
    package var foreground: RGBColor?
    package var background: RGBColor?

    package init(foreground: RGBColor?, background: RGBColor?) {
        self.foreground = foreground
        self.background = background
    }

    /// The colour sent for `color` at `depth`: itself on a direct-colour
    /// terminal, else the nearest of xterm's 256 or of the eight basic ones.
    package static func terminalColor(_ color: RGBColor?, depth: ColorDepth, default fallback: TerminalColor) -> TerminalColor {
        guard let color else { return fallback }
        switch depth {
        case .monochrome: return fallback
        case .direct: return .rgb(color.red, color.green, color.blue)
        case .extended: return .palette(nearestOf256(color))
        case .basic: return .palette(nearestBasic(color))
        }
    }

    /// xterm's colour cube (16-231) or grey ramp (232-255), whichever is nearer.
    private static func nearestOf256(_ color: RGBColor) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let (r, g, b) = (level(color.red), level(color.green), level(color.blue))
        let cube = (levels[r], levels[g], levels[b])
        let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(max((mean - 8 + 5) / 10, 0), 23)
        let grey = 8 + 10 * greyStep
        func distance(_ other: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (Int(color.red) - other.0, Int(color.green) - other.1, Int(color.blue) - other.2)
            return dr * dr + dg * dg + db * db
        }
        if distance((grey, grey, grey)) < distance(cube) { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    /// Black, red, green, yellow, blue, magenta, cyan, white: each channel on or off.
    private static func nearestBasic(_ color: RGBColor) -> UInt8 {
        let on = { (value: UInt8) in value >= 128 ? 1 : 0 }
        return UInt8(on(color.red) | on(color.green) << 1 | on(color.blue) << 2)
    }
}
