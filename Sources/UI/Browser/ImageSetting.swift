/// `images = auto|symbols|sixel|kitty|iterm|off` (docs/config.md, docs/images.md):
/// how the page's images are drawn. `auto` asks the terminal
/// (`GraphicsQuestion`) and draws pixels in the protocol it answers for,
/// else coloured symbol cells; `symbols` never asks; `sixel`, `kitty` and
/// `iterm` (iTerm2's inline images) use that protocol without asking which (sixel still needs the cell's
/// size in pixels); `off` shows every image as its alt text, as NO_COLOR and
/// a terminal without colours do.
package enum ImageSetting: String, CaseIterable, Sendable {
    case auto, symbols, sixel, kitty, iterm, off

    /// Whether images are drawn at all (as symbols, or in pixels over them).
    package var drawsImages: Bool { self != .off }
}
