import Foundation
import Testing
import Base
import HTML
import Render

/// Images laid out as boxes for the browser to draw into (`RenderOptions.images`):
/// the rows reserved from `width`/`height` or the decoded size, the source
/// chosen from `<picture>` and `srcset` by the terminal's cell, and the dump
/// left as it was (alt text).
@Suite("Render: image boxes")
struct ImageBoxLayoutTests {
    private func page(_ html: String, width: Int = 40, images: ImageLayout? = ImageLayout(maximumRows: 20)) -> RenderedPage {
        let options = RenderOptions(width: width, baseURL: URL(string: "http://example.test/dir/"), images: images)
        return PageRenderer(options: options).render(HTMLParser.parse(html))
    }

    @Test func aDeclaredSizeReservesItsRowsAtTheIndent() throws {
        let rendered = page(#"<p>Above</p><blockquote><img src="a.png" alt="A chart" width="64" height="48"></blockquote><p>Below</p>"#)
        let rows = rendered.lines.indices.filter { rendered.lines[$0].image != nil }
        #expect(rows.count == 3, "48 pixels at 16 a row: \(rendered.text)")
        let slot = try #require(rendered.lines[rows[0]].image?.slot)
        #expect(slot.url == "http://example.test/dir/a.png")
        #expect(slot.box == CellBox(columns: 8, rows: 3) && slot.isSized)
        #expect(rendered.lines[rows[0]].text.trimmingCharacters(in: .whitespaces) == "[A chart]", "the alt text until it is drawn")
        #expect(rendered.lines[rows[0]].text.hasPrefix(String(repeating: " ", count: slot.column)) && slot.column > 0)
        #expect(rows.map { rendered.lines[$0].image!.row } == [0, 1, 2])
        #expect(rendered.text.contains("Above") && rendered.text.contains("Below"))
        #expect(rendered.lines[rows.last! + 1].image == nil)
    }

    @Test func withoutASizeTheBoxIsTheAltTextUntilTheSizeIsKnown() throws {
        let html = #"<p>Text</p><img src="/p.png" alt="Photo"><p>More</p>"#
        let unknown = page(html)
        let slot = try #require(unknown.lines.compactMap(\.image).first?.slot)
        #expect(!slot.isSized && slot.box.rows == 1)
        let known = page(html, images: ImageLayout(maximumRows: 20, knownSizes: ["http://example.test/p.png": PixelSize(width: 640, height: 320)]))
        let grown = try #require(known.lines.compactMap(\.image).first?.slot)
        #expect(grown.isSized && grown.box == CellBox(columns: 40, rows: 10), "shrunk to the width with its aspect ratio")
        let short = page(html, images: ImageLayout(maximumRows: 4, knownSizes: ["http://example.test/p.png": PixelSize(width: 640, height: 320)]))
        #expect(short.lines.compactMap(\.image).first?.slot.box.rows == 4, "never taller than the page's area")
    }

    @Test func theDumpAndImagesOffKeepTheAltTextInline() {
        let html = #"<p>See <img src="a.png" alt="chart" width="64" height="48"> here</p>"#
        #expect(page(html, images: nil).text == "See [chart] here")
        #expect(page(html, images: nil).lines.allSatisfy { $0.image == nil })
        #expect(Rendering.text(html) == "See [chart] here\n", "--dump as before")
    }

    @Test func imagesInTablesAndWithoutAWebSourceStayAltText() {
        let table = page(#"<table><tr><td><img src="a.png" alt="in a cell" width="64" height="48"></td></tr></table>"#)
        #expect(table.lines.allSatisfy { $0.image == nil } && table.text.contains("[in a cell]"))
        let data = page(#"<img src="data:image/png;base64,AAAA" alt="inline">"#)
        #expect(data.lines.allSatisfy { $0.image == nil } && data.text == "[inline]")
    }

    @Test func srcsetIsChosenByTheTerminalsCells() {
        let set = ImageSource.candidates(in: "small.png 160w, medium.png 320w,large.png 1280w")
        #expect(set.map(\.url) == ["small.png", "medium.png", "large.png"])
        let image = HTMLParser.parse(#"<img src="fallback.png" srcset="small.png 160w, medium.png 320w, large.png 1280w">"#)
            .descendantElements.first { $0.name == "img" }!
        // 30 columns of 8-pixel cells: 240 pixels; of 16-pixel cells (a HiDPI terminal): 480.
        #expect(ImageSource.choose(for: image, layout: ImageLayout(maximumRows: 20), columns: 30) == "medium.png")
        #expect(ImageSource.choose(for: image, layout: ImageLayout(maximumRows: 20, cellWidth: 16, cellHeight: 32), columns: 30) == "large.png")
        let dense = HTMLParser.parse(#"<img src="one.png" srcset="one.png 1x, two.png 2x">"#).descendantElements.first { $0.name == "img" }!
        #expect(ImageSource.choose(for: dense, layout: ImageLayout(maximumRows: 20), columns: 30) == "one.png")
        #expect(ImageSource.choose(for: dense, layout: ImageLayout(maximumRows: 20, cellWidth: 16, cellHeight: 32), columns: 30) == "two.png")
    }

    @Test func aPictureTakesTheFirstSourceOfADecodableType() {
        let html = #"""
        <picture><source srcset="photo.avif" type="image/avif"><source srcset="photo.webp" type="image/webp"><source srcset="wide.png" media="(min-width: 800px)">
        <source srcset="photo.png" type="image/png"><img src="photo.jpg" alt="Photo"></picture>
        """#
        // The document is kept: an element's parent link does not keep its parent.
        let document = HTMLParser.parse(html)
        let image = document.descendantElements.first { $0.name == "img" }!
        #expect(ImageSource.choose(for: image, layout: ImageLayout(maximumRows: 20), columns: 30) == "photo.webp",
                "AVIF is passed over; WebP is decoded")
        #expect(ImageSource.choose(for: image, layout: ImageLayout(maximumRows: 20, decodableTypes: ["image/png"]), columns: 30) == "photo.png")
        #expect(ImageSource.choose(for: image, layout: ImageLayout(maximumRows: 20, decodableTypes: []), columns: 30) == "photo.jpg")
        let gif = HTMLParser.parse(#"<picture><source srcset="a.avif" type="image/avif"><source srcset="a.gif" type="IMAGE/GIF"><img src="a.png"></picture>"#)
        #expect(ImageSource.choose(for: gif.descendantElements.first { $0.name == "img" }!, layout: ImageLayout(maximumRows: 20), columns: 30) == "a.gif")
        withExtendedLifetime(document) {}
    }
}
