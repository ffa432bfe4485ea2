import Foundation
import Testing
import HTML
import UI

/// Who takes the next key, from the overlay and the field in use.
@Suite("Mode: who takes the key")
struct ModeTests {
    static var typing: FieldInUse { FieldInUse(element: Element(name: "input", attributes: []),
                                        use: .typing(FieldEditor(text: "Al", isMultiline: false))) }
    static var offer: Overlay { .offer(ExternalOffer(url: URL(string: "https://other.test/")!)) }

    @Test func aQuestionComesBeforeTheFieldInUse() {
        let mode = Mode(overlay: .question(Question(text: "Sure?", action: .quit)), fieldInUse: Self.typing)
        guard case .question(let question) = mode else { Issue.record("\(mode)"); return }
        #expect(question.text == "Sure?")
    }

    @Test func anOfferThatCameWhileTypingWaitsForTheTypingToEnd() {
        guard case .typing(let editor) = Mode(overlay: Self.offer, fieldInUse: Self.typing) else { Issue.record("not typing"); return }
        #expect(editor.text == "Al")
        guard case .offer(let offer) = Mode(overlay: Self.offer, fieldInUse: nil) else { Issue.record("no offer"); return }
        #expect(offer.url.host == "other.test")
    }

    @Test func aFileFieldsPathIsAPrompt() {
        let inUse = FieldInUse(element: Element(name: "input", attributes: []), use: .filePath(Prompt(kind: .filePath, text: "/tmp")))
        guard case .prompt(let prompt) = Mode(overlay: nil, fieldInUse: inUse) else { Issue.record("no prompt"); return }
        #expect(prompt.kind == .filePath && prompt.text == "/tmp")
    }

    @Test func nothingOverThePageIsNormal() {
        guard case .normal = Mode(overlay: nil, fieldInUse: nil) else { Issue.record("not normal"); return }
    }
}
