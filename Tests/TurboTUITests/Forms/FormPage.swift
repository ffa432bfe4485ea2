import Foundation
import HTML
import Turbo

/// A page parsed from HTML written in a test, with its URL, for building
/// submissions from its forms.
struct FormPage {
    static let url = URL(string: "https://app.example/posts/7/edit?tab=1#top")!

    let document: Document

    init(_ body: String, head: String = "") {
        document = HTMLParser.parse("<!DOCTYPE html><html><head>\(head)</head><body>\(body)</body></html>")
    }

    func element(_ id: String) -> Element {
        guard let element = document.element(withID: id) else { fatalError("no #\(id) in the test page") }
        return element
    }

    var form: Element {
        guard let form = document.firstDescendant(where: { $0.name == "form" }) else { fatalError("no form in the test page") }
        return form
    }

    func submission(submitter: String? = nil, values: FormValues = FormValues()) throws -> FormSubmission {
        try FormSubmission(form: form, submitter: submitter.map(element), pageURL: Self.url, values: values, boundary: "B")
    }
}
