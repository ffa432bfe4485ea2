/// `theme = auto | light | dark`: which background the colours are picked
/// for. `auto` keeps to colours that read on both (the terminal does not
/// say which it has: OSC 11 asks, but many terminals and tmux do not
/// answer, and a wait at start for an answer that may never come is worse);
/// `light` and `dark` use stronger colours for the one background named.
package enum ColorTheme: String, CaseIterable, Sendable {
    case auto, light, dark
}
