import FoundationEssentials

public struct RenderOptions: Sendable {
    public var width: Int
    /// Put `[N]` before each link, as the dump and the `#` key do.
    public var numberLinks: Bool
    /// The page's URL; relative links resolve against it (or its `<base>`).
    public var baseURL: URL?
    /// Box-drawing characters need a UTF-8 terminal; ASCII otherwise.
    public var unicodeGraphics: Bool

    public init(width: Int = 80, numberLinks: Bool = false, baseURL: URL? = nil, unicodeGraphics: Bool = true) {
        self.width = width
        self.numberLinks = numberLinks
        self.baseURL = baseURL
        self.unicodeGraphics = unicodeGraphics
    }
}
