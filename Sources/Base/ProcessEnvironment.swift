import Glibc

/// The process's environment variables, read from `environ`. Foundation's
/// `ProcessInfo.processInfo.environment` gives the same dictionary, but its
/// first use also sets up ProcessInfo and runs code spread over the
/// executable's text, which kept pages of it resident in every dump
/// (docs/performance.md).
package enum ProcessEnvironment {
    /// Each `NAME=value` entry; an entry without `=` is skipped, and of a name
    /// given twice the first is kept, as getenv(3) reads it.
    package static var current: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
