import FoundationEssentials

/// The one load step of the cookie file, the history and the bookmarks:
/// made private before it is read (reported only if the file stays in
/// use), a damaged file moved aside and reported (or, if it cannot be
/// moved, left alone and never written), an unreadable one never written.
package struct PrivateFileLoad<Contents> {
    /// What the file held; nil when there was nothing to use (missing, damaged, unreadable).
    package let contents: Contents?
    package let problems: [PrivateFileProblem]
    /// False when the file must not be written this run.
    package let canWrite: Bool

    package init(_ file: PrivateFile, url: URL, now: Date, makePrivate: () -> Int?, read: () -> PrivateFileRead<Contents>) {
        let path = url.path
        let formerMode = makePrivate()
        switch read() {
        case .missing:
            (contents, problems, canWrite) = (nil, [], true)
        case .contents(let found):
            let note = formerMode.map { [PrivateFileProblem(file, path: path, .madePrivate(mode: $0))] } ?? []
            (contents, problems, canWrite) = (found, note, true)
        case .unreadable(let reason):
            (contents, problems, canWrite) = (nil, [PrivateFileProblem(file, path: path, .unreadable(reason: reason))], false)
        case .corrupt(let line, let reason):
            if let movedTo = PrivateFileSteps.moveAside(url, now: now) {
                let problem = PrivateFileProblem(file, path: path, .corruptMovedAside(movedTo: movedTo.path, line: line, reason: reason))
                (contents, problems, canWrite) = (nil, [problem], true)
            } else {
                let problem = PrivateFileProblem(file, path: path, .corruptLeftInPlace(line: line, reason: reason))
                (contents, problems, canWrite) = (nil, [problem], false)
            }
        }
    }
}
