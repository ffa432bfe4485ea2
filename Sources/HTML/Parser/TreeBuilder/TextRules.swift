/// The "text" insertion mode (HTML §13.2.6.4.8): the content of `<title>`,
/// `<textarea>`, `<style>`, `<script>` and the like, until their end tag.
package enum TextRules {
    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            b.insertCharacters(run)
        case .endOfFile:
            b.openElements.pop()
            b.mode = b.originalMode
            b.process(token)
        case .endTag:
            b.openElements.pop()
            b.mode = b.originalMode
        default:
            return
        }
    }
}
