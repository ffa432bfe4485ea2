import Foundation
import HTML
import Turbo

/// The expected bodies Chromium produced from `Fixtures/forms/forms.html`
/// (see `Fixtures/forms/generate.sh`), and the same page parsed by turbo-tui.
struct BrowserFormData {
    struct Case {
        var entries: [FormEntry]
        var urlencoded: String
        var multipart: String
    }

    let document: Document
    private let cases: [String: Case]

    static func load() throws -> BrowserFormData {
        let html = try String(contentsOf: TestPaths.fixture("forms/forms.html"), encoding: .utf8)
        let json = try Data(contentsOf: TestPaths.fixture("forms/form-data.expected.json"))
        let object = try JSONSerialization.jsonObject(with: json) as? [String: [String: Any]] ?? [:]
        var cases: [String: Case] = [:]
        for (key, value) in object {
            let entries = (value["entries"] as? [[Any]] ?? []).map(entry)
            cases[key] = Case(entries: entries, urlencoded: value["urlencoded"] as? String ?? "",
                              multipart: value["multipart"] as? String ?? "")
        }
        return BrowserFormData(document: HTMLParser.parse(html), cases: cases)
    }

    subscript(key: String) -> Case? { cases[key] }

    func element(_ id: String) -> Element {
        guard let element = document.element(withID: id) else { fatalError("no #\(id) in forms.html") }
        return element
    }

    /// The file the page's script puts in the multipart form's file input.
    static let chosenFile = FormFile(name: "my \"doc\".txt", contentType: "text/plain", bytes: Array("hello\r\nfile\n".utf8))

    private static func entry(_ pair: [Any]) -> FormEntry {
        let name = pair.first as? String ?? ""
        if let file = pair.last as? [String: Any] {
            let fileName = file["file"] as? String ?? ""
            let bytes = fileName.isEmpty ? [] : chosenFile.bytes
            return FormEntry(name: name, value: .file(FormFile(name: fileName, contentType: file["type"] as? String ?? "", bytes: bytes)))
        }
        return .text(name, pair.last as? String ?? "")
    }
}
