/// The foreign-content facts of HTML §13.2.6.5 and §13.2.4.2: which SVG and
/// MathML elements are integration points, and the case adjustments of SVG
/// tag and attribute names (the tokenizer lowercases every name).
package enum ForeignElements {
    /// "adjust SVG tag name": the name's camel-case form, nil when it has none.
    package static func adjustedSVGName(_ name: String) -> String? {
        svgTagNames[name]
    }

    /// "adjust MathML attributes" and "adjust SVG attributes": the adjusted
    /// list, or nil when no name needs it (nearly always). "Adjust foreign
    /// attributes" changes no name, only namespaces, which are not stored
    /// (`AttributeNamespace.ofAttribute(named:on:)`). Looked at before anything is written: the list is often
    /// shared (`SharedAttributeLists`), and writing into it, even what was
    /// there, copied it for every SVG element (7.1 M of the 168.8 M
    /// instructions of sqlite-lang-select's dump).
    package static func adjustedAttributes(_ attributes: [Attribute], for namespace: ElementNamespace) -> [Attribute]? {
        var adjusted: [Attribute]?
        for index in attributes.indices {
            let name = attributes[index].name
            // Most names (`d`, `x`, `fill`, `class`) are in neither table:
            // hashing each to find that out was a tenth of the dump of a
            // page of inline SVG diagrams (sqlite-lang-select).
            let mayBeKey = mayBeTableKey(name)
            if mayBeKey, namespace == .svg, let svgName = svgAttributeNames[name] {
                if adjusted == nil { adjusted = attributes }
                adjusted![index].name = svgName
            } else if namespace == .mathml, name == "definitionurl" {
                if adjusted == nil { adjusted = attributes }
                adjusted![index].name = "definitionURL"
            }
        }
        return adjusted
    }

    /// False when `name` is no key of `svgAttributeNames`: no key has its
    /// first byte and its length.
    private static func mayBeTableKey(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, utf8.count < 64 else { return false }
        return keyLengthsByFirstByte[Int(first)] & (1 << UInt64(utf8.count)) != 0
    }

    /// Bit `n` of entry `b`: some key of the table starts with byte `b` and is `n` bytes long.
    private static let keyLengthsByFirstByte: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 256)
        for key in svgAttributeNames.keys {
            precondition(key.utf8.count < 64, "a table key too long for the filter")
            table[Int(key.utf8.first!)] |= 1 << UInt64(key.utf8.count)
        }
        return table
    }()

    /// Whether an SVG attribute of this name (as adjusted: `textLength`)
    /// only places or paints what is drawn: the geometry of shapes and text
    /// (SVG 2 §9, §10, §11.2) and the presentation attributes (SVG 2 §6.6)
    /// but `display` and `visibility`, which hide. A dump leaves them out
    /// (`TreeBuilder.keepsSVGGraphics`): they change the picture, never the
    /// text, and the layout reads none of them.
    package static func isSVGGraphicsAttribute(_ name: String) -> Bool {
        svgGraphicsAttributes.contains(name)
    }

    private static let svgGraphicsAttributes: Set<String> = [
        // Geometry.
        "x", "y", "dx", "dy", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "d", "points", "rotate",
        "textLength", "lengthAdjust", "pathLength", "transform",
        // Presentation attributes.
        "alignment-baseline", "baseline-shift", "clip-path", "clip-rule", "color", "color-interpolation",
        "color-interpolation-filters", "color-rendering", "cursor", "direction", "dominant-baseline", "fill",
        "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity", "font-family", "font-size",
        "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight",
        "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering", "letter-spacing",
        "lighting-color", "marker-end", "marker-mid", "marker-start", "mask", "opacity", "overflow", "paint-order",
        "pointer-events", "shape-rendering", "stop-color", "stop-opacity", "stroke", "stroke-dasharray",
        "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity",
        "stroke-width", "text-anchor", "text-decoration", "text-overflow", "text-rendering", "transform-origin",
        "unicode-bidi", "vector-effect", "white-space", "word-spacing", "writing-mode",
    ]

    package static func isMathMLTextIntegrationPoint(_ element: Element) -> Bool {
        guard element.namespace == .mathml else { return false }
        switch element.tag {
        case .mi, .mo, .mn, .ms, .mtext: return true
        default: return false
        }
    }

    /// SVG's basic shapes and `path` (SVG 2 §9, §8): drawn, never text.
    package static func isSVGShape(_ name: String) -> Bool {
        switch name {
        case "path", "polygon", "polyline", "rect", "circle", "ellipse", "line": true
        default: false
        }
    }

    package static func isHTMLIntegrationPoint(_ element: Element) -> Bool {
        switch element.namespace {
        case .html:
            return false
        case .svg:
            return element.tag == .foreignObject || element.tag == .desc || element.tag == .title
        case .mathml:
            guard element.tag == .annotationXML, let encoding = element.attribute("encoding") else { return false }
            let lowered = encoding.lowercased()
            return lowered == "text/html" || lowered == "application/xhtml+xml"
        }
    }

    private static let svgTagNames: [String: String] = [
        "altglyph": "altGlyph", "altglyphdef": "altGlyphDef", "altglyphitem": "altGlyphItem",
        "animatecolor": "animateColor", "animatemotion": "animateMotion", "animatetransform": "animateTransform",
        "clippath": "clipPath", "feblend": "feBlend", "fecolormatrix": "feColorMatrix",
        "fecomponenttransfer": "feComponentTransfer", "fecomposite": "feComposite",
        "feconvolvematrix": "feConvolveMatrix", "fediffuselighting": "feDiffuseLighting",
        "fedisplacementmap": "feDisplacementMap", "fedistantlight": "feDistantLight", "fedropshadow": "feDropShadow",
        "feflood": "feFlood", "fefunca": "feFuncA", "fefuncb": "feFuncB", "fefuncg": "feFuncG", "fefuncr": "feFuncR",
        "fegaussianblur": "feGaussianBlur", "feimage": "feImage", "femerge": "feMerge", "femergenode": "feMergeNode",
        "femorphology": "feMorphology", "feoffset": "feOffset", "fepointlight": "fePointLight",
        "fespecularlighting": "feSpecularLighting", "fespotlight": "feSpotLight", "fetile": "feTile",
        "feturbulence": "feTurbulence", "foreignobject": "foreignObject", "glyphref": "glyphRef",
        "lineargradient": "linearGradient", "radialgradient": "radialGradient", "textpath": "textPath",
    ]

    private static let svgAttributeNames: [String: String] = [
        "attributename": "attributeName", "attributetype": "attributeType", "basefrequency": "baseFrequency",
        "baseprofile": "baseProfile", "calcmode": "calcMode", "clippathunits": "clipPathUnits",
        "diffuseconstant": "diffuseConstant", "edgemode": "edgeMode", "filterunits": "filterUnits",
        "glyphref": "glyphRef", "gradienttransform": "gradientTransform", "gradientunits": "gradientUnits",
        "kernelmatrix": "kernelMatrix", "kernelunitlength": "kernelUnitLength", "keypoints": "keyPoints",
        "keysplines": "keySplines", "keytimes": "keyTimes", "lengthadjust": "lengthAdjust",
        "limitingconeangle": "limitingConeAngle", "markerheight": "markerHeight", "markerunits": "markerUnits",
        "markerwidth": "markerWidth", "maskcontentunits": "maskContentUnits", "maskunits": "maskUnits",
        "numoctaves": "numOctaves", "pathlength": "pathLength", "patterncontentunits": "patternContentUnits",
        "patterntransform": "patternTransform", "patternunits": "patternUnits", "pointsatx": "pointsAtX",
        "pointsaty": "pointsAtY", "pointsatz": "pointsAtZ", "preservealpha": "preserveAlpha",
        "preserveaspectratio": "preserveAspectRatio", "primitiveunits": "primitiveUnits", "refx": "refX",
        "refy": "refY", "repeatcount": "repeatCount", "repeatdur": "repeatDur",
        "requiredextensions": "requiredExtensions", "requiredfeatures": "requiredFeatures",
        "specularconstant": "specularConstant", "specularexponent": "specularExponent",
        "spreadmethod": "spreadMethod", "startoffset": "startOffset", "stddeviation": "stdDeviation",
        "stitchtiles": "stitchTiles", "surfacescale": "surfaceScale", "systemlanguage": "systemLanguage",
        "tablevalues": "tableValues", "targetx": "targetX", "targety": "targetY", "textlength": "textLength",
        "viewbox": "viewBox", "viewtarget": "viewTarget", "xchannelselector": "xChannelSelector",
        "ychannelselector": "yChannelSelector", "zoomandpan": "zoomAndPan",
    ]
}
