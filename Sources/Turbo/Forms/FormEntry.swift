/// One name/value pair of a form data set, as `FormData` holds it.
package struct FormEntry: Equatable, Sendable {
    package enum Value: Equatable, Sendable {
        case text(String)
        case file(FormFile)
    }

    package var name: String
    package var value: Value

    package init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    package static func text(_ name: String, _ value: String) -> FormEntry {
        FormEntry(name: name, value: .text(value))
    }

    /// The text of a text entry, the file name of a file entry (what
    /// urlencoded and text/plain submissions of a plain browser send).
    package var textOrFileName: String {
        switch value {
        case .text(let text): text
        case .file(let file): file.name
        }
    }

    package var isFile: Bool {
        if case .file = value { return true }
        return false
    }
}
