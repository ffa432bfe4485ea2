/// Something wrong with one of turbo-tui's private files (cookies, history,
/// bookmarks), reported to the user; what is in memory keeps working
/// either way. One type for the three, since their load steps are one
/// (`PrivateFileLoad`) and their messages differ only in the words
/// `PrivateFile` gives.
package struct PrivateFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        /// The file was not one of ours; it was kept under another name. `line` 0: not a line's fault.
        case corruptMovedAside(movedTo: String, line: Int, reason: String)
        /// Some lines were not ours (`damaged`, the first at `firstLine`): the file was kept
        /// whole under another name (`copy`) and its good lines written back in its place.
        case damagedLinesSkipped(copy: String, firstLine: Int, damaged: Int, reason: String)
        /// The file was damaged and could not even be moved: it is left alone and never written.
        case corruptLeftInPlace(line: Int, reason: String)
        /// The file could not be read (or is a directory); it is left alone and never written.
        case unreadable(reason: String)
        /// The new contents could not be written (a full disk); the file keeps what it had.
        case cannotSave(reason: String)
        /// The history was over its cap and could not be shortened; it keeps every line.
        case cannotCompact(reason: String)
        /// Group or others could read or write the file (`mode`); it was changed to 0600 and then used.
        case madePrivate(mode: Int)
    }

    package let file: PrivateFile
    package let path: String
    package let kind: Kind

    package init(_ file: PrivateFile, path: String, _ kind: Kind) {
        self.file = file
        self.path = path
        self.kind = kind
    }

    package var description: String {
        let name = "\(file.noun) \(path)"
        switch kind {
        case .corruptMovedAside(let movedTo, let line, let reason):
            return "\(name) is damaged (\(Self.place(line))\(reason)); kept it as \(movedTo) and \(file.freshStart)"
        case .damagedLinesSkipped(let copy, let line, let damaged, let reason):
            let which = damaged == 1 ? "1 damaged line (line \(line)" : "\(damaged) damaged lines (the first at line \(line)"
            return "\(name) had \(which): \(reason)); skipped them and kept the other lines; the file as it was is kept as \(copy)"
        case .corruptLeftInPlace(let line, let reason):
            return "\(name) is damaged (\(Self.place(line))\(reason)) and could not be moved; \(file.notSaved)"
        case .unreadable(let reason):
            return "cannot read \(name): \(reason); \(file.notSaved)"
        case .cannotSave(let reason):
            let after = file.afterFailedSave.map { "; \($0)" } ?? ""
            return "cannot save \(file.saveObject) to \(path): \(reason)\(after)"
        case .cannotCompact(let reason):
            return "cannot shorten \(name): \(reason); it keeps every line"
        case .madePrivate(let mode):
            return "\(name) could be read by others (mode \(String(mode, radix: 8))); made it private (600)"
        }
    }

    private static func place(_ line: Int) -> String { line > 0 ? "line \(line): " : "" }
}
