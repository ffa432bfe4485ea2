import Foundation
import Testing
import Base
import HTML
import Render

/// Images one or two rows high (icons, badges, an avatar beside a name)
/// stand in their line of text as inline boxes (`LineComposer.addInlineImage`):
/// the text flows around the box's columns, which hold the alt text cut to
/// them until the image is drawn; an image that cannot be shown gives its
/// box up for its alt text (`ImageLayout.refused`).
@Suite("Render: inline images")
struct InlineImageLayoutTests {
    private static let base = "http://example.test/"

    private func page(_ html: String, width: Int = 40, images: ImageLayout = ImageLayout(maximumRows: 20)) -> RenderedPage {
        let options = RenderOptions(width: width, baseURL: URL(string: Self.base), images: images)
        return PageRenderer(options: options).render(HTMLParser.parse(html))
    }

    private func refusing(_ urls: String...) -> ImageLayout {
        var layout = ImageLayout(maximumRows: 20)
        layout.refused = Set(urls.map { Self.base + $0 })
        return layout
    }

    @Test func anIconStandsInItsLineWithTheTextAroundIt() throws {
        let html = #"<p>Signed in as <img src="me.png" alt="avatar" width="16" height="16"> Bob, welcome back</p>"#
        let rendered = page(html)
        #expect(rendered.lines.count == 1, "one line of text, the icon in it: \(rendered.text)")
        let line = rendered.lines[0]
        #expect(line.image == nil && line.cellImages.count == 1)
        let icon = try #require(line.cellImages.first)
        #expect(icon.row == 0 && icon.slot.isInline && icon.slot.isSized)
        #expect(icon.slot.box == CellBox(columns: 2, rows: 1), "16x16 pixels: two cells of 8x16")
        #expect(icon.slot.column == "Signed in as ".count, "the box where its alt text stands: \(line.text)")
        #expect(line.text == "Signed in as [a Bob, welcome back", "the alt text cut to the box, the text flowing around it")
        #expect(icon.slot.label == "[avatar]", "the whole alt text kept for the focus and the viewer")
        #expect(line.imageReach == icon.slot.column + 2)
        #expect(Rendering.text(html) == "Signed in as [avatar] Bob, welcome back\n", "--dump as before")
    }

    @Test func anIconIsAWordThatWrapsAndTouchesWhatHasNoSpace() throws {
        let html = #"<p>aaaa bbbb cccc <img src="i.png" alt="x" width="32" height="16">dddd</p>"#
        let rendered = page(html, width: 16)
        #expect(rendered.lines.map(\.text) == ["aaaa bbbb cccc", "[x] dddd"], "\(rendered.lines.map(\.text))")
        let icon = try #require(rendered.lines[1].cellImages.first)
        #expect(icon.slot.column == 0 && icon.slot.box == CellBox(columns: 4, rows: 1))
        #expect(rendered.lines[0].cellImages.isEmpty)
        let indented = page(#"<blockquote>Go <img src="i.png" alt="" width="16" height="16"><img src="j.png" alt="j" width="8" height="16"> on</blockquote>"#)
        let line = try #require(indented.lines.first { !$0.cellImages.isEmpty })
        let columns = line.cellImages.map(\.slot.column)
        let go = try #require(line.text.range(of: "Go")).lowerBound
        let start = line.text.distance(from: line.text.startIndex, to: go) + 3
        #expect(columns == [start, start + 2], "side by side, after the quote's indent: \(line.text) \(columns)")
        #expect(line.cellImages.map(\.slot.url) == [Self.base + "i.png", Self.base + "j.png"])
        #expect(line.text.hasSuffix("Go   [ on"), "a decoration's box is blank, the next one's alt text cut to one cell: \(line.text)")
    }

    @Test func anAvatarTwoRowsHighTakesALineBelowForItsSecondRow() throws {
        let html = #"<p>Before</p><p><img src="av.png" alt="Ada" width="32" height="32"> Ada Lovelace wrote it</p><p>After</p>"#
        let rendered = page(html)
        let row = try #require(rendered.lines.firstIndex { !$0.cellImages.isEmpty })
        let first = rendered.lines[row], second = rendered.lines[row + 1]
        #expect(first.text == "[Ada Ada Lovelace wrote it", "the text on the box's first row: \(rendered.text)")
        #expect(first.cellImages.map(\.row) == [0] && second.cellImages.map(\.row) == [1])
        #expect(first.cellImages[0].slot === second.cellImages[0].slot, "one box, shared by its rows")
        #expect(first.cellImages[0].slot.box == CellBox(columns: 4, rows: 2))
        #expect(second.spans.isEmpty && !second.isBlank, "the second row holds the image alone, and is no margin")
        #expect(rendered.lines[row + 2].isBlank && rendered.lines[row + 3].text == "After", "\(rendered.lines.map(\.text))")
        #expect(rendered.lines.allSatisfy { $0.image == nil })
    }

    @Test func threeRowsOrMoreOrNoSizeYetIsABlockAsBefore() throws {
        let tall = page(#"<p>See <img src="c.png" alt="chart" width="64" height="48"> here</p>"#)
        #expect(tall.lines.compactMap(\.image).map(\.row) == [0, 1, 2] && tall.lines.allSatisfy { $0.cellImages.isEmpty })
        let html = #"<p>See <img src="c.png" alt="chart"> here</p>"#
        let unknown = page(html)
        #expect(unknown.lines.compactMap(\.image).count == 1, "no size: a row of alt text until it is known: \(unknown.text)")
        let known = page(html, images: ImageLayout(maximumRows: 20, knownSizes: [Self.base + "c.png": PixelSize(width: 24, height: 16)]))
        #expect(known.lines.map(\.text) == ["See [ch here"], "its decoded size is an icon's: \(known.text)")
        #expect(known.lines[0].cellImages.first?.slot.box == CellBox(columns: 3, rows: 1))
    }

    @Test func anIconInALinkIsThatLinksAndFollowsItsNumber() throws {
        let options = RenderOptions(width: 40, numberLinks: true, baseURL: URL(string: Self.base), images: ImageLayout(maximumRows: 20))
        let rendered = PageRenderer(options: options).render(HTMLParser.parse(
            #"<p>Go <a href="/home"><img src="h.png" alt="home" width="16" height="16"></a> now</p>"#))
        let line = rendered.lines[0]
        #expect(line.text == "Go [1][h now", "the link's number, then its box: \(line.text)")
        let icon = try #require(line.cellImages.first)
        #expect(icon.slot.column == "Go [1]".count)
        #expect(line.link(over: icon.slot.column..<(icon.slot.column + 2)) == 0, "the alt text is the link's")
        #expect(line.imagesInNoLink.isEmpty, "reached through its link, no focus stop of its own")
    }

    @Test func anIconInATableCellIsPlacedWhereItsCellIs() throws {
        let rendered = page(#"<table border="1"><tr><td>Bob</td><td>ok <img src="s.png" alt="status" width="16" height="16"></td></tr></table>"#)
        let row = try #require(rendered.lines.first { !$0.cellImages.isEmpty })
        let icon = try #require(row.cellImages.first)
        let text = row.text
        let ok = try #require(text.range(of: "ok [s")).lowerBound
        #expect(icon.slot.column == text.distance(from: text.startIndex, to: ok) + 3, "\(text)")
        #expect(icon.slot.isInline && row.imagesInNoLink.map(\.url) == [Self.base + "s.png"])
    }

    @Test func aRefusedImageGivesItsBoxUpForItsAltText() throws {
        let html = #"<p>Signed in as <img src="me.png" alt="avatar" width="16" height="16"> Bob</p>"#
            + #"<p>Photo:</p><img src="p.png" alt="A photo" width="160" height="96"><p>After</p>"#
            + #"<p>x<img src="d.png" alt="" width="160" height="96">y</p>"#
        let refused = page(html, images: refusing("me.png", "p.png", "d.png"))
        let texts = refused.lines.map(\.text)
        #expect(texts == ["Signed in as [avatar] Bob", "", "Photo:", "", "[A photo]", "", "After", "", "xy"], "\(texts)")
        let icon = try #require(refused.lines[0].cellImages.first?.slot)
        #expect(icon.isInline && !icon.isSized && icon.box == CellBox(columns: 8, rows: 1), "still a box: its focus and its reason stay")
        let photo = try #require(refused.lines[4].image)
        #expect(photo.row == 0 && !photo.slot.isSized && photo.slot.box.rows == 1, "one row of alt text, not six")
        let shown = page(html)
        #expect(shown.lines.compactMap(\.image).count == 12, "six rows each while they may still be shown: \(shown.lines.map(\.text))")
    }

    /// Nearly every line of a page has no image: such a line pays one empty
    /// reference for its block row and its boxes at a column together
    /// (docs/images.md, "What a line pays"), and the lines compare as before.
    @Test func aLineWithoutImagesPaysOneReferenceForThem() throws {
        #expect(MemoryLayout<StyledLine>.size == MemoryLayout<[Span]>.size + MemoryLayout<Int>.size)
        let rendered = page(#"<p>Build <img src="i.png" alt="status" width="16" height="16"> passing</p><p>Plain text</p>"#)
        let icon = try #require(rendered.lines.first)
        #expect(icon.cellImages.map(\.slot.url) == [Self.base + "i.png"] && icon.image == nil && !icon.isBlank)
        let plain = try #require(rendered.lines.last)
        #expect(plain.text == "Plain text" && plain.cellImages.isEmpty && plain.image == nil)
        #expect(StyledLine(spans: icon.spans) != icon, "the same text without its image is another line")
        #expect(StyledLine(spans: icon.spans, cellImages: icon.cellImages) == icon)
        #expect(StyledLine(cellImages: icon.cellImages).isBlank == false && StyledLine(spans: [Span.blank(3)]).isBlank)
    }

    /// `vertical-align: middle`, `bottom` or `text-bottom` (the `style`
    /// attribute or a rule) puts the line's text on a two-row box's second
    /// row: the first, with the alt text, is a line above; `top`, `text-top`,
    /// `baseline` and none keep the text on the first row.
    @Test func verticalAlignToTheBottomPutsTheTextOnTheBoxsSecondRow() throws {
        let css = #"<style>img.low { vertical-align: text-bottom } img.high { vertical-align: top }</style>"#
        for (attributes, raised) in [(#"style="vertical-align: middle""#, true), (#"style="Vertical-Align: BOTTOM !important""#, true),
                                     (#"class="low""#, true), (#"class="low" style="vertical-align: baseline""#, false),
                                     (#"class="high""#, false), (#"style="vertical-align: text-top""#, false),
                                     (#"style="vertical-align: 4px""#, false), ("", false)] {
            let rendered = page(css + #"<p>Before</p><p>By <a href="/ada"><img src="av.png" alt="Ada" width="32" height="32" "#
                                + attributes + #"></a> Ada Lovelace</p><p>After</p>"#)
            let row = try #require(rendered.lines.firstIndex { !$0.cellImages.isEmpty })
            let first = rendered.lines[row], second = rendered.lines[row + 1]
            #expect(first.cellImages.map(\.row) == [0] && second.cellImages.map(\.row) == [1], "\(attributes)")
            #expect(first.cellImages[0].slot === second.cellImages[0].slot && first.cellImages[0].slot.column == 3)
            if raised {
                #expect(first.text == "   [Ada" && second.text == "By " + String(repeating: " ", count: 4) + " Ada Lovelace", "\(attributes): \(rendered.lines.map(\.text))")
                #expect(first.link(over: 3..<7) == 0 && second.link(over: 3..<7) == nil, "the alt text, the link's, stands above")
                #expect(second.spans.first { $0.text.contains("Ada Lovelace") }?.style == .plain)
            } else {
                #expect(first.text == "By [Ada Ada Lovelace" && second.spans.isEmpty, "\(attributes): \(rendered.lines.map(\.text))")
            }
            #expect(rendered.lines[row - 1].isBlank && rendered.lines[row - 2].text == "Before", "the margin above the paragraph kept")
            #expect(rendered.lines[row + 2].isBlank && rendered.lines[row + 3].text == "After")
        }
        // One row high, the same line either way; and the dump has no boxes.
        let icon = page(#"<p>Build <img src="i.png" alt="ok" width="16" height="16" style="vertical-align: bottom"> passing</p>"#)
        #expect(icon.lines.map(\.text) == ["Build [o passing"])
        let dump = PageRenderer(options: RenderOptions(width: 40, baseURL: URL(string: Self.base))).render(HTMLParser.parse(
            #"<p>By <img src="av.png" alt="Ada" width="32" height="32" style="vertical-align: bottom"> Ada</p>"#))
        #expect(dump.lines.map(\.text) == ["By [Ada] Ada"])
    }

    @Test func boxesOfBothAlignmentsShareALineOfText() throws {
        let rendered = page(#"<p>A <img src="a.png" alt="up" width="16" height="32"> and <img src="b.png" alt="down" width="16" height="32" style="vertical-align: bottom"> z</p>"#)
        let row = try #require(rendered.lines.firstIndex { $0.text.hasPrefix("A ") })
        let above = rendered.lines[row - 1], line = rendered.lines[row], below = rendered.lines[row + 1]
        #expect(above.cellImages.map { [$0.slot.column, $0.row] } == [[9, 0]], "the bottom-aligned box's first row above: \(above.text)")
        #expect(line.cellImages.map { [$0.slot.column, $0.row] } == [[2, 0], [9, 1]], "\(line.text)")
        #expect(below.cellImages.map { [$0.slot.column, $0.row] } == [[2, 1]], "the top-aligned box's second row below")
        #expect(above.text == String(repeating: " ", count: 9) + "[d" && line.text == "A [u and    z", "\(rendered.lines.map(\.text))")
    }
}
