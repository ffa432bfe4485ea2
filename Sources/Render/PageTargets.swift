import FoundationEssentials
import HTML

/// The links and fields of a page in document order, shared by the walk of
/// the page and the walks of its table cells. A scratch copy numbers links
/// the same way but keeps nothing, for measuring a table before drawing it.
package final class PageTargets {
    package private(set) var links: [LinkTarget] = []
    package private(set) var fields: [FieldTarget] = []
    /// `<label>`s whose text was laid out, by the number their text's style carries.
    package private(set) var labels: [Element] = []
    /// A table lay deeper than `LayoutContext.maximumTableDepth` and was laid out as a block (`PageNotice`).
    package private(set) var flattenedTables = false
    /// The links' `href`s alone, in number order, when no target is kept
    /// (`RenderOptions.isPrintOnly`); `links` is then empty, and fields and
    /// labels are only counted (`printedFields`, `printedLabels`).
    package private(set) var references: [String] = []
    private var printedFields = 0
    private var printedLabels = 0
    /// What resolves the links' `href`s against the page's base.
    package let resolver: LinkResolver
    /// `RenderOptions.isPrintOnly`.
    private let isPrintOnly: Bool
    private let isScratch: Bool
    private var scratchLinkCount = 0
    private var scratchFieldCount = 0
    private var scratchLabelCount = 0
    /// Links, fields and labels before these, when a part of a page is laid
    /// out again (Render/Incremental): indices and numbers continue after them.
    private var linkBase = 0
    private var fieldBase = 0
    private var labelBase = 0

    package func noteFlattenedTable() { flattenedTables = true }

    package init(baseURL: URL?, isPrintOnly: Bool = false) {
        resolver = LinkResolver(baseURL: baseURL)
        self.isPrintOnly = isPrintOnly
        isScratch = false
    }

    package convenience init(baseURL: URL?, linksBefore: Int, fieldsBefore: Int, labelsBefore: Int) {
        self.init(baseURL: baseURL)
        linkBase = linksBefore
        fieldBase = fieldsBefore
        labelBase = labelsBefore
    }

    private init(scratchAfter other: PageTargets) {
        resolver = LinkResolver(baseURL: nil)
        isPrintOnly = false
        isScratch = true
        scratchLinkCount = other.linkCount
        scratchFieldCount = other.fieldCount
        scratchLabelCount = other.labelCount
    }

    package func scratch() -> PageTargets { PageTargets(scratchAfter: self) }

    /// How many links, fields and labels there are so far, those before a
    /// part laid out again included: the numbers the next ones get.
    package struct Counts: Equatable {
        package let links: Int
        package let fields: Int
        package let labels: Int
    }

    package var counts: Counts { Counts(links: linkCount, fields: fieldCount, labels: labelCount) }

    /// Targets numbered on from `other`'s, kept apart: the cells of a table
    /// laid out while it is measured, whose lines the drawing may keep. A
    /// cell's targets then join the page's through `adopt`.
    package init(recordingAfter other: PageTargets) {
        resolver = other.resolver
        isPrintOnly = other.isPrintOnly
        isScratch = false
        linkBase = other.linkCount
        fieldBase = other.fieldCount
        labelBase = other.labelCount
    }

    /// Takes on the targets `recorded` numbered from `start` up to `end`,
    /// when these end exactly at `start` (the lines that point at them are
    /// then right as they are); false, changing nothing, otherwise.
    package func adopt(_ recorded: PageTargets, from start: Counts, to end: Counts) -> Bool {
        guard !isScratch, !recorded.isScratch, counts == start else { return false }
        // Most cells hold no field and no label, many no link: an empty slice appended
        // still cost a call and a uniqueness check each (a table cell's drawing adopts).
        if end.links > start.links {
            let range = (start.links - recorded.linkBase)..<(end.links - recorded.linkBase)
            if isPrintOnly {
                references += recorded.references[range]
            } else {
                links += recorded.links[range]
            }
        }
        if end.fields > start.fields {
            if isPrintOnly {
                printedFields += end.fields - start.fields
            } else {
                fields += recorded.fields[(start.fields - recorded.fieldBase)..<(end.fields - recorded.fieldBase)]
            }
        }
        if end.labels > start.labels {
            if isPrintOnly {
                printedLabels += end.labels - start.labels
            } else {
                labels += recorded.labels[(start.labels - recorded.labelBase)..<(end.labels - recorded.labelBase)]
            }
        }
        if recorded.flattenedTables { flattenedTables = true }
        return true
    }

    package var linkCount: Int { isScratch ? scratchLinkCount : linkBase + links.count + references.count }
    package var fieldCount: Int { isScratch ? scratchFieldCount : fieldBase + fields.count + printedFields }
    package var labelCount: Int { isScratch ? scratchLabelCount : labelBase + labels.count + printedLabels }

    /// A reference from the page (an image's source) resolved as links are.
    package func resolve(_ reference: String) -> String? {
        resolver.resolve(reference)
    }

    /// Registers a link; returns its index and its number (index + 1).
    package func addLink(_ element: Element, href: String) -> (index: Int, number: Int) {
        if isScratch {
            scratchLinkCount += 1
            return (scratchLinkCount - 1, scratchLinkCount)
        }
        if isPrintOnly {
            references.append(href)
        } else {
            links.append(LinkTarget(number: linkCount + 1, href: href, resolved: resolver.resolve(href), element: element))
        }
        return (linkCount - 1, linkCount)
    }

    package func addField(_ field: FieldTarget) -> Int {
        if isScratch {
            scratchFieldCount += 1
            return scratchFieldCount - 1
        }
        if isPrintOnly { printedFields += 1 } else { fields.append(field) }
        return fieldCount - 1
    }

    /// Registers a `<label>`; returns the number its text's style carries,
    /// nil past `UInt16.max` labels (their text then reaches no control).
    package func addLabel(_ element: Element) -> UInt16? {
        let index = labelCount
        guard index < Int(UInt16.max) else { return nil }
        if isScratch {
            scratchLabelCount += 1
        } else if isPrintOnly {
            printedLabels += 1
        } else {
            labels.append(element)
        }
        return UInt16(index)
    }

    /// Fields learn their regions and their labels once the lines are final.
    package func locateFields(in lines: [StyledLine]) {
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
        LabelControls.connect(labels, to: &fields)
    }
}
