import Base
import HTML

/// Which URL an `<img>` is fetched from, as a browser chooses: the first
/// `<source>` of its `<picture>` whose `type` can be decoded (one with a
/// `media` query is passed over: the terminal answers none), then the
/// image's own `srcset`, then `src`. Of a `srcset`, the candidate for the
/// terminal's cells (`ImageLayout.cellWidth`): by width (`w`), the smallest
/// at least as wide as the box in the terminal's pixels; by density (`x`),
/// the smallest at least the cell's density (a cell of 8 pixels is 1x).
package enum ImageSource {
    package struct Candidate: Equatable {
        package var url: String
        /// `Nw`: the image's width in pixels.
        package var width: Int?
        /// `Nx`; 1 when no descriptor is given.
        package var density: Double
    }

    /// The reference chosen for `image` (not resolved), or nil when it names none.
    package static func choose(for image: Element, layout: ImageLayout, columns: Int) -> String? {
        var sets: [String] = []
        if let picture = image.parent as? Element, picture.name == "picture" {
            for case let source as Element in picture.childNodes {
                if source === image { break }
                guard source.name == "source", let srcset = source.attribute("srcset"), source.attribute("media") == nil else { continue }
                if let type = source.attribute("type"), !layout.decodableTypes.contains(type.trimmingSpaces().lowercased()) { continue }
                sets.append(srcset)
            }
        }
        if let srcset = image.attribute("srcset") { sets.append(srcset) }
        let pixels = max(columns, 1) * layout.cellWidth
        let density = Double(layout.cellWidth) / Double(CellBox.cellWidth)
        for srcset in sets {
            if let chosen = pick(candidates(in: srcset), pixels: pixels, density: density) { return chosen }
        }
        guard let source = image.attribute("src")?.trimmingSpaces(), !source.isEmpty else { return nil }
        return source
    }

    static func pick(_ candidates: [Candidate], pixels: Int, density: Double) -> String? {
        let wide = candidates.filter { $0.width != nil }.sorted { $0.width! < $1.width! }
        if !wide.isEmpty { return (wide.first { $0.width! >= pixels } ?? wide.last)?.url }
        let dense = candidates.sorted { $0.density < $1.density }
        return (dense.first { $0.density >= density } ?? dense.last)?.url
    }

    /// A `srcset`'s candidates: URLs split by commas, each with at most one
    /// descriptor (HTML's parser, less its error cases, which are dropped).
    package static func candidates(in srcset: String) -> [Candidate] {
        var found: [Candidate] = []
        var rest = Substring(srcset)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { break }
            var url = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(url.count)
            var descriptor = Substring("")
            if url.hasSuffix(",") {
                while url.hasSuffix(",") { url = url.dropLast() }
            } else {
                descriptor = rest.prefix { $0 != "," }
                rest = rest.dropFirst(descriptor.count)
            }
            let words = descriptor.split(whereSeparator: \.isWhitespace)
            var candidate = Candidate(url: String(url), width: nil, density: 1)
            if let word = words.first, words.count == 1 {
                if word.hasSuffix("w"), let width = Int(word.dropLast()), width > 0 {
                    candidate.width = width
                } else if word.hasSuffix("x"), let density = Double(word.dropLast()), density > 0 {
                    candidate.density = density
                } else {
                    continue
                }
            } else if words.count > 1 {
                continue
            }
            if !url.isEmpty { found.append(candidate) }
        }
        return found
    }
}
