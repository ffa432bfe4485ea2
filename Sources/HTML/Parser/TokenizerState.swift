/// Where `HTMLTokenizer` is in HTML §13.2.5. The comment, DOCTYPE, script
/// data and character reference states are each one case here; their own
/// phases live in `CommentStates`, `DoctypeStates`, `ScriptDataStates` and
/// `CharacterReferenceDecoder`.
package enum TokenizerState: Equatable {
    case data
    case rcdata
    case rawtext
    case plaintext
    case scriptData
    case tagOpen
    case endTagOpen
    case tagName
    /// RCDATA and RAWTEXT less-than sign states (§13.2.5.9, .12).
    case textLessThanSign
    /// RCDATA, RAWTEXT, script data and script data escaped end tag open
    /// and end tag name states: `textReturnState` says which.
    case textEndTagOpen
    case textEndTagName
    case beforeAttributeName
    case attributeName
    case afterAttributeName
    case beforeAttributeValue
    case attributeValueDoubleQuoted
    case attributeValueSingleQuoted
    case attributeValueUnquoted
    case afterAttributeValueQuoted
    case selfClosingStartTag
    case markupDeclarationOpen
    case comment
    case doctype
    case cdataSection
    case cdataSectionBracket
    case cdataSectionEnd
    case characterReference

    package var isAttributeValue: Bool {
        self == .attributeValueDoubleQuoted || self == .attributeValueSingleQuoted || self == .attributeValueUnquoted
    }
}
