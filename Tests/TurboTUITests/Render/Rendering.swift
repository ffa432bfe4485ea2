import Foundation
import HTML
import Render

/// Renders HTML the way `--dump` does, for tests that compare literal rows.
enum Rendering {
    static func page(_ html: String, width: Int = 80, unicode: Bool = true, numberLinks: Bool = false) -> RenderedPage {
        let options = RenderOptions(width: width, numberLinks: numberLinks, baseURL: URL(string: "http://example.test/"),
                                    unicodeGraphics: unicode)
        return PageRenderer(options: options).render(HTMLParser.parse(html))
    }

    static func text(_ html: String, width: Int = 80, unicode: Bool = true) -> String {
        DumpFormatter.format(page(html, width: width, unicode: unicode), references: false)
    }
}
