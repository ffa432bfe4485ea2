import Foundation
import Testing
import HTML
import Render

/// A dump's tree leaves out SVG's self-closed shapes and the attributes that
/// place and paint (`TreeBuilder.keepsSVGGraphics`): what the tree then holds,
/// and that the page lays out to the very same lines.
@Suite("A dump's tree without what SVG only draws")
struct SVGShapesLeftOutTests {
    /// A railroad diagram as sqlite's documentation draws them (shapes self-closed,
    /// labels in `<text>`, whitespace between), with what must stay around it.
    static let diagram = """
        <!DOCTYPE html><title>Diagrams</title>
        <style>text { font-weight: bold } .gone { display: none }</style>
        <h1>select-stmt:</h1>
        <p><svg class="pikchr" viewBox="0 0 600 100">
        <path d="M55,845L667,845L667,99L55,99Z"  style="fill:none;stroke-width:3.24;" />
        <circle cx="6" cy="17" r="3.6"  style="fill:none" />
        <polygon points="46,17 34,21 34,12" style="fill:rgb(0,0,0)"/>
        <text x="76" y="17" text-anchor="middle" fill="rgb(0,0,0)">WITH</text>
        <path d="M167,62L253,62"/>
        <text x="210" y="47" class="gone">hidden label</text>
        <rect x="1" y="1" width="2" height="2"/><line x1="0" y1="0" x2="1" y2="1"/><ellipse rx="1" ry="2"/>
        <polyline points="0,0 1,1"/>
        <text x="471" y="17"><tspan>common</tspan>-table-expression</text>
        <path d="M1,1"><title>A path with a title</title></path>
        <a href="/lang_expr.html"><text x="5" y="5">expr</text></a>
        <rect x="0" y="0" width="1" height="1"></rect>
        </svg> after the diagram</p>
        <math><mi>x</mi><rect/></math><p>An HTML <path/> is no shape.</p>
        """

    static func tree(_ html: String, keepsSVGGraphics: Bool) -> Document {
        var parser = HTMLStreamParser(keepsSVGGraphics: keepsSVGGraphics)
        parser.feed(Array(html.utf8))
        return parser.finish()
    }

    static func elements(named name: String, in node: Node) -> [Element] {
        var found: [Element] = []
        func visit(_ node: Node) {
            if let element = node as? Element, element.name == name { found.append(element) }
            node.children.forEach(visit)
        }
        visit(node)
        return found
    }

    @Test func theSelfClosedShapesAreLeftOutAndTheRestIsKept() throws {
        let kept = Self.tree(Self.diagram, keepsSVGGraphics: true)
        let dumped = Self.tree(Self.diagram, keepsSVGGraphics: false)
        for shape in ["circle", "polygon", "line", "ellipse", "polyline"] {
            #expect(Self.elements(named: shape, in: kept).count == 1, "\(shape)")
            #expect(Self.elements(named: shape, in: dumped).isEmpty, "\(shape)")
        }
        // Self-closed paths go; the one with a title (a child) stays, as does a rect with an end tag.
        #expect(Self.elements(named: "path", in: kept).count == 4)
        #expect(Self.elements(named: "path", in: dumped).map { $0.namespace } == [.svg, .html])
        #expect(Self.elements(named: "title", in: dumped).count == 2)
        #expect(Self.elements(named: "rect", in: kept).count == 3)
        #expect(Self.elements(named: "rect", in: dumped).map { $0.namespace } == [.svg, .mathml])
        // The labels stay, and the link around one.
        let labels = Self.elements(named: "text", in: dumped)
        #expect(labels.map(\.textContent) == ["WITH", "hidden label", "common-table-expression", "expr"])
        #expect(Self.elements(named: "a", in: dumped).first?.attribute("href") == "/lang_expr.html")
        // The whitespace the shapes stood between is one text node, not one per gap.
        let svg = try #require(Self.elements(named: "svg", in: dumped).first)
        #expect(svg.children.count < Self.elements(named: "svg", in: kept)[0].children.count)
        #expect(!zip(svg.children, svg.children.dropFirst()).contains { $0 is TextNode && $1 is TextNode })
    }

    @Test func theAttributesThatPlaceAndPaintAreLeftOutAndTheRestKept() throws {
        let html = """
            <svg viewBox="0 0 9 9" width="90" class="diagram"><text x="76" y="17" text-anchor="middle" fill="red"
            font-weight="bold" textLength="40" id="with" class="label" style="color: blue" data-row="3"
            display="none" visibility="hidden" aria-hidden="true">WITH</text><circle cx="1" cy="2" r="3"></circle></svg>
            <p x="1" fill="red">HTML keeps them</p><math><mi x="1">m</mi></math>
            """
        let kept = Self.tree(html, keepsSVGGraphics: true)
        let dumped = Self.tree(html, keepsSVGGraphics: false)
        let label = try #require(Self.elements(named: "text", in: dumped).first)
        #expect(label.attributes.map(\.name) == ["id", "class", "style", "data-row", "display", "visibility", "aria-hidden"])
        #expect(label.mayHideOrStyle)
        #expect(Self.elements(named: "text", in: kept).first?.attributes.count == 13)
        #expect(Self.elements(named: "circle", in: dumped).first?.attributes.isEmpty == true)
        // The root keeps its box and its camel-cased view box's name.
        #expect(Self.elements(named: "svg", in: dumped).first?.attributes.map(\.name) == ["viewBox", "width", "class"])
        // Only SVG's: HTML and MathML elements keep every attribute.
        #expect(Self.elements(named: "p", in: dumped).first?.attributes.count == 2)
        #expect(Self.elements(named: "mi", in: dumped).first?.attribute("x") == "1")
    }

    @Test func thePageLaysOutToTheSameLinesWithoutThem() {
        for width in [80, 40, 12] {
            var options = RenderOptions(width: width, numberLinks: true)
            options.isPrintOnly = true
            let kept = PageRenderer(options: options).render(Self.tree(Self.diagram, keepsSVGGraphics: true))
            let dumped = PageRenderer(options: options).render(Self.tree(Self.diagram, keepsSVGGraphics: false))
            #expect(kept.lines == dumped.lines, "width \(width)")
            if width == 80 {
                #expect(kept.lines.contains { $0.text.contains("WITH common-table-expression [1]expr after the diagram") },
                        "\(kept.lines.map(\.text))")
            }
        }
    }

    @Test func aParserKeepsEveryShapeUnlessToldNot() {
        #expect(Self.elements(named: "polygon", in: HTMLParser.parse(Self.diagram)).count == 1)
        #expect(Self.elements(named: "polygon", in: Self.tree(Self.diagram, keepsSVGGraphics: true)).count == 1)
    }
}
