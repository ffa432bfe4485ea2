import Images

/// The colours a reader sees in a symbol cell: the ground of a space, the
/// ink of a full block, both otherwise (nil colours, the transparent ground,
/// are left out), and the tests' notion of pure red and blue.
enum ShownColours {
    static func of(_ cell: SymbolCell) -> [RGBColor] {
        switch cell.character {
        case " ": [cell.background].compactMap { $0 }
        case "\u{2588}": [cell.foreground].compactMap { $0 }
        default: [cell.foreground, cell.background].compactMap { $0 }
        }
    }

    static func isRed(_ colour: RGBColor) -> Bool { colour.red > 200 && colour.green < 60 && colour.blue < 60 }
    static func isBlue(_ colour: RGBColor) -> Bool { colour.blue > 200 && colour.red < 60 && colour.green < 60 }
}
