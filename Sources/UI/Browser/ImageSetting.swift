/// `images = auto|symbols|sixel|kitty|off` (docs/config.md, docs/images.md):
/// how the page's images are drawn. Only coloured symbol cells are built:
/// `auto`, `sixel` and `kitty` draw symbols too until the pixel protocols
/// are; `off` shows every image as its alt text, as NO_COLOR and a terminal
/// without colours do.
package enum ImageSetting: String, CaseIterable, Sendable {
    case auto, symbols, sixel, kitty, off

    /// Whether images are drawn at all (as symbol cells, for now).
    package var drawsImages: Bool { self != .off }
}
