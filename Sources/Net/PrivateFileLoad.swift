import FoundationEssentials

/// The one load step of the cookie file, the history and the bookmarks:
/// made private before it is read (reported only if the file stays in
/// use), a damaged file moved aside and reported (or, if it cannot be
/// moved, left alone and never written), an unreadable one never written.
/// A file whose damage is some of its lines is moved aside too, whole, and
/// its good lines kept, for its owner to write back.
package struct PrivateFileLoad<Contents> {
    /// What the file held; nil when there was nothing to use (missing, damaged, unreadable).
    package let contents: Contents?
    package let problems: [PrivateFileProblem]
    /// False when the file must not be written this run.
    package let canWrite: Bool
    /// True when a partly damaged file was moved aside: its good part
    /// (`contents`) is to be written back in its place by its owner.
    package let writesGoodPartBack: Bool

    package init(_ file: PrivateFile, url: URL, now: Date, makePrivate: () -> Int?, read: () -> PrivateFileRead<Contents>) {
        let path = url.path
        let formerMode = makePrivate()
        switch read() {
        case .missing:
            (contents, problems, canWrite, writesGoodPartBack) = (nil, [], true, false)
        case .contents(let found):
            let note = formerMode.map { [PrivateFileProblem(file, path: path, .madePrivate(mode: $0))] } ?? []
            (contents, problems, canWrite, writesGoodPartBack) = (found, note, true, false)
        case .unreadable(let reason):
            let problem = PrivateFileProblem(file, path: path, .unreadable(reason: reason))
            (contents, problems, canWrite, writesGoodPartBack) = (nil, [problem], false, false)
        case .partlyDamaged(let found, let line, let damaged, let reason):
            if let movedTo = PrivateFileSteps.moveAside(url, now: now) {
                let problem = PrivateFileProblem(file, path: path, .damagedLinesSkipped(
                    copy: movedTo.path, firstLine: line, damaged: damaged, reason: reason))
                (contents, problems, canWrite, writesGoodPartBack) = (found, [problem], true, true)
            } else {
                // The good lines are used; the file is left as it is, never written.
                let problem = PrivateFileProblem(file, path: path, .corruptLeftInPlace(line: line, reason: reason))
                (contents, problems, canWrite, writesGoodPartBack) = (found, [problem], false, false)
            }
        case .corrupt(let line, let reason):
            if let movedTo = PrivateFileSteps.moveAside(url, now: now) {
                let problem = PrivateFileProblem(file, path: path, .corruptMovedAside(movedTo: movedTo.path, line: line, reason: reason))
                (contents, problems, canWrite, writesGoodPartBack) = (nil, [problem], true, false)
            } else {
                let problem = PrivateFileProblem(file, path: path, .corruptLeftInPlace(line: line, reason: reason))
                (contents, problems, canWrite, writesGoodPartBack) = (nil, [problem], false, false)
            }
        }
    }
}
