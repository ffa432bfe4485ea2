/// The "in template" insertion mode (HTML §13.2.6.4.18): a template's
/// content switches to the mode its first tag calls for, kept on the stack
/// of template insertion modes.
package enum TemplateRules {
    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters, .comment, .doctype:
            b.process(token, as: .inBody)
        case .startTag(let tag):
            switch tag.tag {
            case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
                b.process(token, as: .inHead)
            case .caption, .colgroup, .tbody, .tfoot, .thead:
                switchMode(to: .inTable, token, &b)
            case .col:
                switchMode(to: .inColumnGroup, token, &b)
            case .tr:
                switchMode(to: .inTableBody, token, &b)
            case .td, .th:
                switchMode(to: .inRow, token, &b)
            default:
                switchMode(to: .inBody, token, &b)
            }
        case .endTag(let tag):
            if tag.name == "template" { b.process(token, as: .inHead) }
        case .endOfFile:
            guard b.openElements.contains(.template) else { return b.stopParsing() }
            b.openElements.popUntil(.template)
            b.formatting.clearToLastMarker()
            b.templateModes.removeLast()
            b.resetInsertionMode()
            b.process(token)
        }
    }

    private static func switchMode(to mode: InsertionMode, _ token: HTMLToken, _ b: inout TreeBuilder) {
        b.templateModes.removeLast()
        b.templateModes.append(mode)
        b.mode = mode
        b.process(token)
    }
}
