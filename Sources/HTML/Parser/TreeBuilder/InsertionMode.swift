/// The insertion modes of HTML §13.2.4.1. The spec's "in select" and "in
/// select in table" are gone since select elements parse in "in body"
/// (customizable `<select>`, 2025).
package enum InsertionMode {
    case initial
    case beforeHTML
    case beforeHead
    case inHead
    case inHeadNoscript
    case afterHead
    case inBody
    case text
    case inTable
    case inTableText
    case inCaption
    case inColumnGroup
    case inTableBody
    case inRow
    case inCell
    case inTemplate
    case afterBody
    case inFrameset
    case afterFrameset
    case afterAfterBody
    case afterAfterFrameset
}
