import FoundationEssentials
import Images

/// iTerm2's inline image protocol (docs/images.md, "iTerm2"): one OSC 1337
/// with the image as a PNG in base64, sized in cells. The PNG is made here
/// from the decoded pixels (`PixelLibrary.png`), never the page's own file:
/// iTerm2 decodes only what turbo-tui encoded, and nothing of a page's bytes
/// reaches the terminal but base64 of pixels. Like a sixel, the image is drawn
/// at the cursor and goes with the cells it covers (curses' text or ECH over
/// them takes it away), so the painter treats both alike.
package enum ITermImage {
    /// `pixels` (scaled to whole cells) as the sequence that draws it at the
    /// cursor over its cells, stretched to them (`preserveAspectRatio=0`:
    /// the pixels already have the box's shape); the cursor is left where it
    /// was (`doNotMoveCursor`, iTerm2 3.5; the painter saves and restores it
    /// around the image for older ones). nil when libpng cannot encode.
    package static func sequence(of pixels: ScaledPixels) -> [UInt8]? {
        let columns = pixels.width / max(pixels.cellWidth, 1)
        let rows = pixels.height / max(pixels.cellHeight, 1)
        guard columns > 0, rows > 0, let png = PixelLibrary.png(of: pixels) else { return nil }
        let arguments = "inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0;doNotMoveCursor=1"
        // BEL ends it, as iTerm2's documentation writes it.
        return Array("\u{1B}]1337;File=\(arguments):".utf8) + Array(Data(png).base64EncodedString().utf8) + [0x07]
    }
}
