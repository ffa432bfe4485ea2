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

    @Test func anImageInATableCellTakesItsBoxInTheCell() throws {
        let html = #"<p>Before</p><blockquote><table border="1"><tr><td>Left text</td><td><img src="a.png" alt="in a cell" width="64" height="48"></td>"#
            + #"<td>Right</td></tr></table></blockquote>"#
        let table = page(html)
        let rows = table.lines.indices.filter { !table.lines[$0].cellImages.isEmpty }
        #expect(rows.count == 3, "48 pixels: three rows of the cell: \(table.text)")
        #expect(table.lines.allSatisfy { $0.image == nil }, "no block image: the table's lines carry it")
        let first = try #require(table.lines[rows[0]].cellImages.first)
        #expect(first.slot.box == CellBox(columns: 8, rows: 3))
        #expect(rows.map { table.lines[$0].cellImages.map(\.row) } == [[0], [1], [2]])
        #expect(rows.allSatisfy { table.lines[$0].cellImages[0].slot === first.slot }, "one box, shared by its rows")
        // The box starts where its cell does: after the quote's indent, "│ Left text │ ".
        let line = table.lines[rows[0]].text
        let cellStart = try #require(line.range(of: "[in a cell]")).lowerBound
        #expect(first.slot.column == line.distance(from: line.startIndex, to: cellStart), "\(line)")
        #expect(line.contains("Left text") && line.contains("Right"), "the other cells on the same lines: \(table.text)")
        let widths = Set(table.lines.filter { !$0.isBlank && $0.text.contains("│") }.map(\.width))
        #expect(widths.count == 1, "every line of the table as wide: \(table.text)")
        #expect(Rendering.text(html).contains("[in a cell]"), "--dump as before")
    }

    @Test func twoImagesSideBySideInARowAndOneOfUnknownSize() throws {
        let html = #"<table><tr><td><img src="a.png" alt="a" width="32" height="32"></td><td><img src="b.png" alt="b" width="64" height="16"></td>"#
            + #"<td><img src="c.png" alt="no size"></td></tr></table>"#
        let table = page(html)
        let rows = table.lines.filter { !$0.cellImages.isEmpty }
        #expect(rows.count == 2, "the row as high as its tallest box: \(table.text)")
        #expect(rows[0].cellImages.map(\.slot.url) == ["a.png", "b.png", "c.png"].map { "http://example.test/dir/" + $0 })
        #expect(rows[1].cellImages.map(\.slot.url) == ["http://example.test/dir/a.png"], "b and c are one row high")
        let columns = rows[0].cellImages.map(\.slot.column)
        #expect(columns == columns.sorted() && Set(columns).count == 3, "\(columns)")
        #expect(rows[0].cellImages[2].slot.isSized == false)
        let known = page(html, images: ImageLayout(maximumRows: 20, knownSizes: ["http://example.test/dir/c.png": PixelSize(width: 64, height: 48)]))
        #expect(known.lines.filter { !$0.cellImages.isEmpty }.count == 3, "its decoded size makes the row three high")
    }

    @Test func imagesWithoutAWebSourceStayAltText() {
        let data = page(#"<img src="data:image/png;base64,AAAA" alt="inline">"#)
        #expect(data.lines.allSatisfy { $0.image == nil } && data.text == "[inline]")
    }

    private func box(_ html: String, width: Int = 40) -> CellBox? {
        page(html, width: width).lines.compactMap(\.imageRows.first).first?.slot.box
    }

    /// CSS sizes the box and wins over the attributes, as in browsers
    /// (8x16 pixels a cell; `em` at 16 pixels; a percentage of the width).
    @Test func cssWidthAndHeightSizeTheBoxAndWinOverTheAttributes() {
        #expect(box(#"<img src="a.png" alt="A" style="width: 200px; height: 96px">"#) == CellBox(columns: 25, rows: 6))
        #expect(box(#"<img src="a.png" alt="A" width="64" height="32" style="width:160px;height:64px">"#) == CellBox(columns: 20, rows: 4),
                "the style attribute over width/height")
        #expect(box(#"<style>img.hero { width: 10em; height: 4em }</style><img class="hero" src="a.png" alt="A" width="8" height="16">"#)
                == CellBox(columns: 20, rows: 4), "a <style> rule over the attributes")
        #expect(box(#"<style>#x { width: 80px }</style><img id="x" src="a.png" alt="A" style="width: 40px; height: 32px">"#)
                == CellBox(columns: 5, rows: 2), "the style attribute over a rule")
        #expect(box(#"<img src="a.png" alt="A" style="width: 50%; height: 32px">"#) == CellBox(columns: 20, rows: 2), "half of 40 columns")
        // One CSS length and the attribute's other: CSS replaces only what it gives.
        #expect(box(#"<img src="a.png" alt="A" height="48" style="width: 24px">"#) == CellBox(columns: 3, rows: 3))
    }

    @Test func cssAutoSetsTheAttributesAsideAndUnknownUnitsAreIgnored() {
        let known = ImageLayout(maximumRows: 20, knownSizes: ["http://example.test/dir/a.png": PixelSize(width: 64, height: 32)])
        let auto = page(#"<img src="a.png" alt="A" width="320" height="320" style="width: auto; height: auto">"#, images: known)
        #expect(auto.lines.compactMap(\.imageRows.first).first?.slot.box == CellBox(columns: 8, rows: 2), "auto: the image's own size")
        #expect(box(#"<img src="a.png" alt="A" width="64" height="32" style="width: calc(100% - 2px); height: 50vh">"#)
                == CellBox(columns: 8, rows: 2), "calc() and vh are ignored: the attributes decide")
        #expect(box(#"<img src="a.png" alt="A" width="64" height="32" style="height: 50%">"#) == CellBox(columns: 8, rows: 2),
                "a percentage of a height is ignored")
        #expect(box(#"<style>p img { width: 16px }</style><p>x</p><img src="a.png" alt="A" width="64" height="32">"#)
                == CellBox(columns: 8, rows: 2), "a rule that does not match")
    }

    @Test func cssSizesLeaveTheDumpAndOtherElementsAlone() {
        let html = #"<style>img, p { width: 800px; font-weight: bold }</style><p>Text <img src="a.png" alt="chart" style="width: 400px"></p>"#
        #expect(Rendering.text(html) == "Text [chart]\n", "--dump: the alt text, as before")
        let sheet = StyleSheet(css: "img { width: 10px } .x { height: 2em; font-style: italic }")
        let document = HTMLParser.parse(#"<img class="x">"#)
        let image = document.descendantElements.first { $0.name == "img" }!
        #expect(sheet.boxSize(for: image) == CSSBoxSize(width: .pixels(10), height: .pixels(32)))
        #expect(sheet.declarations(for: image).italic == true)
        #expect(StyleSheet(css: "img { width: 10px }").isEmpty, "a sheet of sizes alone costs the text styles nothing")
        withExtendedLifetime(document) {}
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
