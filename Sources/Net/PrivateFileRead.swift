/// What reading one of the private files gave, before `PrivateFileLoad`
/// decides what follows: each file's reader says only this.
package enum PrivateFileRead<Contents> {
    case missing
    case contents(Contents)
    /// Not our file; `line` 0 when no one line is to blame.
    case corrupt(line: Int, reason: String)
    case unreadable(String)
}

extension PrivateFileRead: Equatable where Contents: Equatable {}
