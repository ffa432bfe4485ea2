import FoundationEssentials

package struct RenderOptions: Sendable {
    package var width: Int
    /// Put `[N]` before each link, as the dump and the `#` key do.
    package var numberLinks: Bool
    /// The page's URL; relative links resolve against it (or its `<base>`).
    package var baseURL: URL?
    /// Box-drawing characters need a UTF-8 terminal; ASCII otherwise.
    package var unicodeGraphics: Bool
    /// Images as boxes of rows for the UI to draw into (`ImageLayout`);
    /// nil: each is its alt text, as `--dump` prints it.
    package var images: ImageLayout?
    /// Stop once this many lines are laid out (the walk visits no further
    /// block; the one it is in finishes): the first part of a page still
    /// arriving needs its first screen, not all that has come (issue 37).
    /// nil: the whole page.
    package var lineLimit: Int?
    /// The page is printed, never browsed (`--dump`): each link is kept as
    /// its `href` alone (`RenderedPage.linkReferences`, no `LinkTarget`),
    /// which the References resolve as they print it
    /// (`RenderedPage.linkResolver`), and fields and labels are counted,
    /// not kept. A resolved URL per link beside the DOM was 1.5-2 MiB of a
    /// big page's peak; a target of 48 bytes with its element where 16 do,
    /// and the fields' targets, 1 MiB more of nodejs-api's (21 500 links,
    /// 3 500 fields).
    package var isPrintOnly = false

    package init(width: Int = 80, numberLinks: Bool = false, baseURL: URL? = nil, unicodeGraphics: Bool = true,
                 images: ImageLayout? = nil, lineLimit: Int? = nil) {
        self.width = width
        self.numberLinks = numberLinks
        self.baseURL = baseURL
        self.unicodeGraphics = unicodeGraphics
        self.images = images
        self.lineLimit = lineLimit
    }
}
