import Foundation

/// The links and fields of a page in document order, shared by the walk of
/// the page and the walks of its table cells. A scratch copy numbers links
/// the same way but keeps nothing, for measuring a table before drawing it.
final class PageTargets {
    private(set) var links: [LinkTarget] = []
    private(set) var fields: [FieldTarget] = []
    private let baseURL: URL?
    private let isScratch: Bool
    private var scratchLinkCount = 0
    private var scratchFieldCount = 0
    /// Links and fields before these, when a part of a page is laid out
    /// again (Render/Incremental): indices and numbers continue after them.
    private var linkBase = 0
    private var fieldBase = 0

    init(baseURL: URL?) {
        self.baseURL = baseURL
        isScratch = false
    }

    convenience init(baseURL: URL?, linksBefore: Int, fieldsBefore: Int) {
        self.init(baseURL: baseURL)
        linkBase = linksBefore
        fieldBase = fieldsBefore
    }

    private init(scratchAfter other: PageTargets) {
        baseURL = nil
        isScratch = true
        scratchLinkCount = other.linkCount
        scratchFieldCount = other.fieldCount
    }

    func scratch() -> PageTargets { PageTargets(scratchAfter: self) }

    var linkCount: Int { isScratch ? scratchLinkCount : linkBase + links.count }
    var fieldCount: Int { isScratch ? scratchFieldCount : fieldBase + fields.count }

    /// Registers a link; returns its index and its number (index + 1).
    func addLink(href: String) -> (index: Int, number: Int) {
        if isScratch {
            scratchLinkCount += 1
            return (scratchLinkCount - 1, scratchLinkCount)
        }
        links.append(LinkTarget(number: linkCount + 1, href: href, url: BaseURL.resolve(href, against: baseURL)))
        return (linkCount - 1, linkCount)
    }

    func addField(_ field: FieldTarget) -> Int {
        if isScratch {
            scratchFieldCount += 1
            return scratchFieldCount - 1
        }
        fields.append(field)
        return fieldCount - 1
    }

    /// Fields learn their regions once the lines are final.
    func locateFields(in lines: [StyledLine]) {
        guard !fields.isEmpty else { return }
        for (row, line) in lines.enumerated() {
            var column = 0
            for span in line.spans {
                if let field = span.field, fields.indices.contains(field) {
                    fields[field].include(line: row, column: column, width: span.width)
                }
                column += span.width
            }
        }
    }
}
