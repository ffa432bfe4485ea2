/// HTML's "valid floating-point number": what number and range inputs
/// accept, and how `min`, `max` and their values are read.
package enum NumberSyntax {
    package static let floatPattern = "-?(?:[0-9]+(?:\\.[0-9]+)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?"

    package static func parse(_ text: String?) -> Double? {
        guard let text, InputSanitizer.matches(text, floatPattern) else { return nil }
        return Double(text)
    }
}
