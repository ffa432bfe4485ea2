/// The "in table text" insertion mode (HTML §13.2.6.4.10): text in a table
/// is gathered; whitespace stays in the table, anything else is
/// foster-parented as a whole.
package enum TableTextRules {
    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        if case .characters(let run) = token {
            b.pendingTableText += CharacterRun.containsNUL(run) ? CharacterRun.removingNUL(run) : run
            return
        }
        let text = b.pendingTableText
        b.pendingTableText = ""
        if CharacterRun.isAllWhitespace(text) {
            b.insertCharacters(text)
        } else {
            TableRules.anythingElse(.characters(text), &b)
        }
        b.mode = b.originalMode
        b.process(token)
    }
}
