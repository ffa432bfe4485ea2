/// What reading one of the private files gave, before `PrivateFileLoad`
/// decides what follows: each file's reader says only this.
package enum PrivateFileRead<Contents> {
    case missing
    case contents(Contents)
    /// Not our file; `line` 0 when no one line is to blame.
    case corrupt(line: Int, reason: String)
    /// Our file with lines that are not ours: the good ones (`contents`),
    /// the first bad line's number and how many there are. A file of lines
    /// (the history) keeps the good ones rather than losing them all.
    case partlyDamaged(Contents, firstLine: Int, damaged: Int, reason: String)
    case unreadable(String)
}

extension PrivateFileRead: Equatable where Contents: Equatable {}
