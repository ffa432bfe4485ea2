import HTML
/// The direction a `dirname` field reports: the nearest `dir` attribute,
/// "rtl" or else "ltr" (a terminal has no bidi guess for `dir=auto`).
package enum TextDirection {
    package static func of(_ element: Element) -> String {
        let holder = element.hasAttribute("dir") ? element : element.closestAncestor(where: { $0.hasAttribute("dir") })
        return holder?.attribute("dir")?.lowercased() == "rtl" ? "rtl" : "ltr"
    }
}
