/// Where a setting's value came from; later ones win: default < file <
/// environment < flag.
package enum SettingOrigin: Equatable, Sendable, CustomStringConvertible {
    case file(path: String, line: Int)
    case environment(variable: String)
    case flag

    package var description: String {
        switch self {
        case .file(let path, let line): return "file \(path):\(line)"
        case .environment(let variable): return "environment \(variable)"
        case .flag: return "flag"
        }
    }
}
