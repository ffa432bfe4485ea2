/// One `{"expect":{...}}` check, made once against what is shown now.
package enum DriverExpectation: Equatable {
    case url(String)
    case path(String)
    case text(String)
    case noText(String)
    case selector(String)
    case modal(Bool)
    case title(String)

    package static let names = ["url", "path", "text", "no_text", "selector", "modal", "title"]
}
