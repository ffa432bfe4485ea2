/// One attribute selector: `[attr]`, or `[attr OP value]` with an optional
/// `i` or `s` flag (Selectors 4, 6.1-6.3).
package struct AttributeCondition: Hashable, Sendable {
    package enum Operator: String, Hashable, Sendable, CaseIterable {
        case exists = ""
        case equals = "="
        case containsWord = "~="
        /// `|=`: the value, or the value followed by `-` (language subcodes).
        case equalsOrDashPrefix = "|="
        case hasPrefix = "^="
        case hasSuffix = "$="
        case contains = "*="
    }

    /// How values compare: `i` and `s` choose; with neither, HTML decides by
    /// the attribute's name (`HTMLCaseInsensitiveAttributes`).
    package enum CaseFlag: Hashable, Sendable {
        case byDocumentLanguage
        case insensitive
        case sensitive
    }

    /// As written: HTML elements, whose attribute names the parser
    /// lowercases, are compared with its lowercase form.
    package let name: String
    package let op: Operator
    package let value: String
    package let caseFlag: CaseFlag

    package init(name: String, op: Operator = .exists, value: String = "", caseFlag: CaseFlag = .byDocumentLanguage) {
        self.name = name
        self.op = op
        self.value = value
        self.caseFlag = caseFlag
    }

    private var lowercaseName: String { ASCIICase.lowercased(name) }

    package func matches(_ element: Element) -> Bool {
        let isHTML = element.namespace == .html
        guard let actual = element.attribute(isHTML ? lowercaseName : name) else { return false }
        if op == .exists { return true }
        let ignoringCase = switch caseFlag {
        case .insensitive: true
        case .sensitive: false
        case .byDocumentLanguage: isHTML && HTMLCaseInsensitiveAttributes.names.contains(lowercaseName)
        }
        return ignoringCase ? compare(ASCIICase.lowercased(actual), ASCIICase.lowercased(value))
            : compare(actual, value)
    }

    private func compare(_ actual: String, _ expected: String) -> Bool {
        switch op {
        case .exists: return true
        case .equals: return actual == expected
        case .containsWord:
            return !expected.isEmpty && !expected.contains(where: \.isHTMLWhitespace)
                && actual.split(whereSeparator: \.isHTMLWhitespace).contains { $0 == expected }
        case .equalsOrDashPrefix: return actual == expected || actual.hasPrefix(expected + "-")
        // An empty value matches nothing for these three (Selectors 4, 6.2).
        case .hasPrefix: return !expected.isEmpty && actual.hasPrefix(expected)
        case .hasSuffix: return !expected.isEmpty && actual.hasSuffix(expected)
        case .contains: return !expected.isEmpty && actual.contains(expected)
        }
    }
}
