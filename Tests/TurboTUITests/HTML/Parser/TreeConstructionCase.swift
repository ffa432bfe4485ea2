import Foundation

/// One case of an html5lib `tree-construction/*.dat` file (format in the
/// copied README): the input, an optional fragment context, the scripting
/// mode it is for, and the expected tree.
struct TreeConstructionCase {
    var data = ""
    /// `td`, `svg path`, `math mi`; nil for a whole document.
    var fragmentContext: String?
    /// nil: both modes; true: `#script-on`; false: `#script-off`.
    var scripting: Bool?
    /// The `#document` lines, each ending in a newline, as `TreeDump` prints.
    var expected = ""
    /// 1-based position in its file.
    var number = 0

    /// Cases start at a `#data` line; a section runs until the next heading
    /// line, and the blank line that separates cases is not part of the tree.
    static func read(_ text: String) -> [TreeConstructionCase] {
        var cases: [TreeConstructionCase] = []
        var current: TreeConstructionCase?
        var section = ""
        var lines: [Substring] = []
        func close() {
            guard var finished = current else { return }
            switch section {
            case "#data": finished.data = lines.joined(separator: "\n")
            case "#document-fragment": finished.fragmentContext = lines.first.map(String.init)
            case "#document":
                var tree = lines
                while tree.last == "" { tree.removeLast() }
                finished.expected = tree.map { $0 + "\n" }.joined()
            default: break
            }
            current = finished
            lines = []
        }
        let headings: Set<Substring> = ["#errors", "#new-errors", "#document-fragment", "#script-off", "#script-on", "#document"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // In a tree a text line may start with "#": only headings open sections there.
            if line == "#data", section == "" || section == "#document" {
                close()
                if let finished = current { cases.append(finished) }
                current = TreeConstructionCase(number: cases.count + 1)
                section = "#data"
            } else if headings.contains(line), current != nil, section != "#document" {
                close()
                section = String(line)
                if line == "#script-on" { current?.scripting = true }
                if line == "#script-off" { current?.scripting = false }
            } else {
                lines.append(line)
            }
        }
        close()
        if let finished = current { cases.append(finished) }
        return cases
    }
}
